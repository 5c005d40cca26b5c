import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export interface Card {
  title: string;
  to: string;
  body: string;
}

/** A grid of linked cards: the whole card is one link, its title the accessible name. */
export default function HomeCards({ cards }: { cards: Card[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              {card.title}
            </Heading>
            <p>{card.body}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
