import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { vercelJsonText } from './config';

writeFileSync(join(__dirname, '..', '..', 'vercel.json'), vercelJsonText());
console.log('vercel.json written from redirects.ts and plugins/vercel-json/config.ts');
