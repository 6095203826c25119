/** Texts of the AI report settings, the price table and the AI provider, shared by server and console. */
export const aiReportMessages = {
  saved: 'Successfully saved.',
  staleSettings:
    'The AI report settings were changed by someone else since you opened them. Reload them to see the changes, then save again.',
  versionSaved: (number: number, block: string) => `Version ${number} of the ${block} saved.`,
  liveSet: (number: number, block: string) => `Version ${number} is now the live version of the ${block}.`,
  alreadyLive: (number: number, block: string) =>
    `Version ${number} is already the live version of the ${block}.`,
  staleLive:
    'The live version was changed by someone else since you opened this list. Reload it to see the change, then try again.',
  versionNotFound: 'This version does not exist.',
  noVersionYet: 'Save a version first: there is no saved version to set live.',
  noModel: 'No AI model is configured: reports are written by the offline composer from the source texts.',
  modelConfigured: 'Reports are written by the AI model configured on the server (AI_BASE_URL).',
  stalePrices:
    'The price table was changed by someone else since you opened it. Reload it to see the changes, then save again.',
  duplicatePriceModel: (model: string) => `The model "${model}" is listed twice in the price table.`,
  failed: 'Failed to generate report.',
  /** The offline composer answered a try: what the console says above its estimated cost. */
  noModelRan: (model: string) =>
    `No AI model ran: no AI model is configured, so the offline composer answered. The tokens and cost below estimate what ${model} would use.`,
} as const;

/** Texts of the Romeu (chatbot) settings, shared by server and console. */
export const chatbotMessages = {
  updated: 'Romeu settings updated successfully',
  failed: 'Something went wrong',
  stale:
    'The Romeu settings were changed by someone else since you opened them. Reload them to see the changes, then save again.',
  duplicateKey: (key: string) => `The setting "${key}" is listed twice.`,
  enableNotBoolean: 'Enable Romeu must be on or off.',
  promptNotText: 'Prompt must be a text of at most 20000 characters.',
  promptRequired: 'Please enter the Prompt: Romeu cannot be enabled without one.',
  modelNotOffered: 'AI model must be one of gpt-4o, gpt-4.1, gpt-4.1-mini, gpt-4.1-nano.',
  messageRequired: 'Please enter a message.',
  tryFailed: 'The AI model did not answer: try again later.',
} as const;
