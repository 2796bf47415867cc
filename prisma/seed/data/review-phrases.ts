// Sentences for the demo readers' invented reviews, by how the reader felt. A review strings a few
// together, so lengths and wording vary; `{title}` is replaced by the title.

export const openings = {
  high: [
    "I started {title} on a whim and finished it in a weekend.",
    "{title} is the rare series that gets better with every volume.",
    "Honestly one of the best things I have read this year.",
    "I did not expect {title} to hit this hard.",
    "This is the one I recommend to friends who say they do not read manga.",
    "Five chapters in, I was hooked.",
  ],
  mixed: [
    "{title} has a great premise and an uneven execution.",
    "I wanted to love this more than I did.",
    "A solid read, if not a memorable one.",
    "The first arc is strong; after that it wanders.",
    "Good, not great, and I can see why people disagree about it.",
  ],
  low: [
    "I gave {title} a fair chance, but it lost me.",
    "The cover promised more than the pages deliver.",
    "I dropped it halfway and only came back out of stubbornness.",
    "Not for me, and I usually love this genre.",
  ],
};

export const middles = {
  high: [
    "The art is gorgeous, especially the double-page spreads.",
    "Every side character gets a moment to shine.",
    "The pacing never drags, even in the quieter chapters.",
    "The paneling makes the action easy to follow and hard to put down.",
    "It balances humour and heartbreak better than most.",
    "The world-building is revealed slowly and it pays off.",
    "The translation reads naturally and keeps the jokes intact.",
  ],
  mixed: [
    "The art is clean, but the fights are hard to follow.",
    "Some chapters are brilliant and some feel like filler.",
    "The lead is likeable; the supporting cast is thin.",
    "The middle arc repeats itself a little too often.",
    "The tone swings between comedy and drama without warning.",
  ],
  low: [
    "The characters make choices only the plot needs them to make.",
    "The art is fine, but the story goes in circles.",
    "Too many flashbacks, too little happening in the present.",
    "The dialogue is stiff and the jokes fall flat.",
  ],
};

export const spoilers = [
  "The reveal about the mentor in the final arc completely changed how I read the first volume.",
  "I cannot believe they killed off the best friend right before the tournament.",
  "The twist that the narrator was the villain all along was set up from chapter one.",
  "When the two leads finally meet again at the station, I cried.",
  "The ending, with the whole crew going their separate ways, felt earned.",
];

export const closings = {
  high: [
    "Can't wait for the next chapter.",
    "Already rereading it.",
    "A must-read.",
    "Give it three chapters and you will see.",
  ],
  mixed: [
    "Worth a try if the premise appeals to you.",
    "I will keep reading, cautiously.",
    "Borrow it before you buy it.",
  ],
  low: ["Maybe it gets better, but I am out.", "Skip it unless you are a completist."],
};
