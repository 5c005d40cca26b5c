/** Where generators write: the pages, data and assets they produce (git ignores what they write there). */
export const OUTPUT_ROOTS = ['docs', '.generated', 'static', 'src/data'];
