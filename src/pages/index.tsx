import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import HomeCards, { type Card } from '../components/HomeCards';
import styles from './index.module.css';

const products: Card[] = [
  {
    title: 'Vesting with Lockup',
    to: '/concepts/lockup/overview',
    body: 'Lock a fixed amount and release it on a schedule: a straight line, a cliff, a curve made of segments, or discrete monthly unlocks. Made for team vesting, investor unlocks and grants.',
  },
  {
    title: 'Payments with Flow',
    to: '/concepts/flow/overview',
    body: 'Open-ended streams paid by the second with no end date and no upfront deposit. Top up, pause, change the rate or refund at any time. Made for payroll, subscriptions and retainers.',
  },
  {
    title: 'Airdrops with Merkle campaigns',
    to: '/concepts/airdrops',
    body: 'Distribute tokens to thousands of recipients for the cost of one transaction. Recipients claim instantly or into a vesting stream, and unclaimed tokens can be clawed back after expiry.',
  },
];

const areaCards: Card[] = [
  {
    title: 'Concepts',
    to: '/concepts/what-is-sablier',
    body: 'How streams, statuses, NFTs, fees and airdrops work, with the math behind every curve.',
  },
  {
    title: 'Guides',
    to: '/guides/lockup/overview',
    body: 'Deployments on every chain, integration walkthroughs and Solidity examples that compile.',
  },
  { title: 'APIs', to: '/api/overview', body: 'Query streams and campaigns from the Envio and The Graph indexers, and the Merkle API.' },
  {
    title: 'Reference',
    to: '/reference/overview',
    body: 'Every contract function, event and error with its signature, selector and access rules.',
  },
  {
    title: 'Apps',
    to: '/apps/features/overview',
    body: 'Create and manage streams and campaigns in the web app, in bulk from CSV, or by link.',
  },
  { title: 'Support', to: '/support/faq', body: 'Answers to the questions people ask most, and recipes for the problems they hit.' },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Token streaming documentation"
      description="Documentation for Sablier: vesting streams, continuous payment streams and Merkle airdrops on EVM chains."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Move tokens by the second
          </Heading>
          <p className={styles.lead}>
            Sablier is a set of non-custodial smart contracts that stream ERC-20 tokens from one address to another over time. Instead of
            sending a lump sum, a sender locks or deposits tokens and the recipient's balance grows every second, withdrawable whenever they
            like. The same primitive powers vesting schedules, salaries and token distributions on dozens of EVM chains.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/concepts/what-is-sablier">
              Learn the concepts
            </Link>
            <Link className="button button--secondary button--lg" to="/guides/lockup/overview">
              Start integrating
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <section className={styles.section} aria-labelledby="products">
          <Heading as="h2" id="products">
            Three products, one idea
          </Heading>
          <p>
            Every product is a stream: an amount of tokens that becomes available to its recipient as time passes. They differ in who funds
            the stream, whether it ends, and how many people receive it.
          </p>
          <HomeCards cards={products} />
        </section>
        <section className={styles.section} aria-labelledby="areas">
          <Heading as="h2" id="areas">
            Find your way around
          </Heading>
          <HomeCards cards={areaCards} />
        </section>
        <section className={styles.section} aria-labelledby="facts">
          <Heading as="h2" id="facts">
            What stays true everywhere
          </Heading>
          <ul className={styles.facts}>
            <li>
              <strong>Non-custodial.</strong> Tokens sit in the protocol's contracts, never with an operator; no admin can move a stream's
              funds.
            </li>
            <li>
              <strong>Streams are NFTs.</strong> Each Lockup and Flow stream is an ERC-721 token owned by its recipient, so it can be
              transferred, or locked in place when it is created non-transferable.
            </li>
            <li>
              <strong>Per-second accounting.</strong> Amounts are computed from block timestamps, so a withdrawal is always exactly what has
              streamed so far.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
