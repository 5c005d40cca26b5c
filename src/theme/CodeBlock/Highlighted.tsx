import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';

// The theme registers the extra grammars (solidity, bash...) at start-up on every page; here it happens
// once, with the highlighter (plugins/lazy-code-highlighting removes the start-up registration).
prismIncludeLanguages(Prism);

export default OriginalCodeBlock as ComponentType<Props>;
