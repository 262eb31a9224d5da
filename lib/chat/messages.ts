// The help desk's fixed replies (spec, section 8).
export const CHAT_UNAVAILABLE =
  "Sorry, I'm having trouble connecting to our servers right now. Please try again in a moment.";
export const CHAT_EMPTY = "I'm sorry, I couldn't process that. Please try rephrasing your question.";
export const CHAT_LIMITED = "You're sending messages a little too fast. Please wait a minute and try again.";
