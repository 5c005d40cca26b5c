/**
 * The menu's destinations for one page. The assistants get a prompt that names the page's Markdown
 * twin, so they read the clean text rather than the HTML page with its navigation.
 */
export interface PageLinks {
  /** Absolute URL of the page's Markdown twin. */
  markdownUrl: string;
  chatgpt: string;
  claude: string;
}

export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

export function pageLinks(markdownUrl: string): PageLinks {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return { markdownUrl, chatgpt: `https://chatgpt.com/?hints=search&q=${q}`, claude: `https://claude.ai/new?q=${q}` };
}
