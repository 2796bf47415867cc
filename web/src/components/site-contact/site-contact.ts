/** How readers reach the Inkpanel team: the footer and the contact page show the same details. */
export const siteContact = {
  email: "support@inkpanel.app",
  phone: "+1 (555) 010-4242",
  address: "San Francisco, CA",
};
