/**
 * What a broken rule says: the API's fixed English text, or a function the web reads at each
 * check, which gives the translation in the reader's language of that moment.
 */
export type Message = string | (() => string);
