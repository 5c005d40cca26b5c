// Replaces the theme's start-up module that registers Prism grammars: src/theme/CodeBlock/Highlighted.tsx
// registers them when the first code block loads.
export {};
