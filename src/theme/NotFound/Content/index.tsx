import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type { Props } from '@theme/NotFound/Content';

import { areas } from '../../../../navigation';
import styles from './styles.module.css';

/** A not-found page that helps: search right here, and a door into every area. */
export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            Nothing lives at this address. The page may have moved when the docs were reorganised around Lockup, Flow and Airdrops, or the
            link may have a typo. Search for what you were after, or start from one of the areas below.
          </p>
          <div className={styles.search}>
            <SearchBar />
          </div>
          <ul className={styles.areas}>
            {areas.map((area) => (
              <li key={area.basePath}>
                <Link to={area.landing}>{area.label}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </div>
      </div>
    </main>
  );
}
