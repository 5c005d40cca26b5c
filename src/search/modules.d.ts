// Type declarations for modules the search UI imports that ship without types here.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
