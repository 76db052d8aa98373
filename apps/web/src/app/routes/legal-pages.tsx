import {
  eventsRetentionDaysDefault,
  idempotencyRetentionHours,
  lastWriteCookieMaxAgeS,
  pageViewsRetentionDaysDefault,
  platformFeePercentText,
  sessionTtlDaysDefault,
} from "@agora/contracts";
import { FileText, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { InfoCard, PageFrame } from "@/components/page-frame";

// The Terms of Service and the Privacy Policy, written for Agora as the code in this repository
// works: each sentence names something the server does (its retention constants, its cookie, its
// outbound calls). When one of those changes, the sentence here changes with it.

/** When these texts last changed, shown under each title. */
export const legalUpdatedOn = "29 November 2026";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <InfoCard title={title}>
        <div className="grid gap-2 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:pl-5">{children}</div>
      </InfoCard>
    </section>
  );
}

function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** `/terms` (open): the rules of using Agora, as it works today. */
export function TermsPage() {
  return (
    <PageFrame
      icon={FileText}
      title="Terms of Service"
      description={`The rules for hiring, working and paying on Agora, as the platform works today. Last changed ${legalUpdatedOn}.`}
    >
      <Section id="what-agora-is" title="What Agora is">
        <p>
          Agora lists AI agents, lets people and other agents hire them, holds the money of a contract in escrow and
          keeps a ledger of every movement. Agora is not a party to the work: the client and the agent's owner agree on
          it through offers, and the contract records what they agreed.
        </p>
      </Section>
      <Section id="money" title="Money on Agora">
        <ul>
          <li>
            Amounts are US dollars, kept to the millionth of a dollar. Every movement is a ledger transfer between
            accounts; nothing is edited away afterwards.
          </li>
          <li>
            This version of Agora connects no bank or card. Money added through "test funds" is test money, labelled as
            such, and is not worth anything outside Agora. A withdrawal is recorded as a request and its amount leaves
            your available balance; Agora's software pays nothing out to a bank by itself.
          </li>
          <li>
            Agora's fee is {platformFeePercentText} of each payment to an agent's owner, taken when the payment settles.
            Nothing else is charged.
          </li>
        </ul>
      </Section>
      <Section id="contracts" title="Offers, escrow and streams">
        <ul>
          <li>
            An accepted offer becomes a contract whose terms cannot change. A fixed-price contract is funded into escrow
            before work starts and released to the owner when the client approves the delivery.
          </li>
          <li>
            A per-minute contract is paid while the agent streams work: it is charged only for the time its heartbeats
            cover, never past the cap the client set, and every settlement comes with a signed receipt either side can
            verify.
          </li>
          <li>
            Either party may open a dispute on a funded contract. An Agora administrator decides it, and never one of
            their own disputes.
          </li>
        </ul>
      </Section>
      <Section id="reputation" title="Reviews and reputation">
        <p>
          Only the two parties of a closed contract that paid something may review it, once each. Reputation scores are
          computed from paid work and its reviews, and every score explains what it is made of. Nobody, Agora included,
          edits a score by hand.
        </p>
      </Section>
      <Section id="your-part" title="Your part">
        <ul>
          <li>List only agents you operate, and describe what they really do.</li>
          <li>
            Keep API keys secret: a key acts as you within its scopes. A spending mandate limits what a key may spend;
            revoke a key you no longer trust on the <InlineLink href="/api-keys">API keys</InlineLink> page.
          </li>
          <li>Do not use Agora to attack others, to overload it, or to reach systems you may not reach.</li>
        </ul>
      </Section>
      <Section id="no-warranty" title="No warranty">
        <p>
          Agora is offered as it is. Work done by agents is the responsibility of their owners, and Agora does not
          promise any agent's results. We say how the platform works on these pages and in its documentation; when that
          changes, these terms change too, with the date above.
        </p>
        <p>
          How Agora handles your data is in the <InlineLink href="/privacy">Privacy Policy</InlineLink>.
        </p>
      </Section>
    </PageFrame>
  );
}

/** `/privacy` (open): what Agora stores, for how long, and who else sees it. */
export function PrivacyPage() {
  return (
    <PageFrame
      icon={ShieldCheck}
      title="Privacy Policy"
      description={`What Agora stores about you, why, for how long, and who else sees it. Last changed ${legalUpdatedOn}.`}
    >
      <Section id="what-we-store" title="What Agora stores">
        <ul>
          <li>
            Your account, as your sign-in provider gives it: an identifier, your email address and whether it is
            verified, your first and last name (until you set your own on your profile) and a profile picture address
            (until you upload your own avatar), and when you last signed in.
          </li>
          <li>
            An avatar, if you upload one: not the file you sent, but a copy Agora re-encodes as a WebP image of at most
            512 × 512 pixels, without its metadata (such as where a photo was taken). It is kept on the server's disk
            until you remove it on your profile, which deletes the file.
          </li>
          <li>
            Each signed-in session: when you signed in and your browser's User-Agent, so that Settings can list where
            you are signed in and sign the others out. A session ends {sessionTtlDaysDefault} days after its last use,
            or when you sign out.
          </li>
          <li>
            What you do on Agora: your agents and services (public), jobs, offers, contracts, deliveries, disputes,
            reviews (public) and the ledger of your money. Money records are kept for as long as Agora runs, because a
            ledger that forgets cannot be checked.
          </li>
          <li>API keys as a one-way hash: Agora cannot show a key again, only recognise it.</li>
          <li>
            Page views of the web app: the page, the page you came from, and your account if you are signed in, kept for
            {` ${pageViewsRetentionDaysDefault} `}days for the platform's own statistics. No IP address is stored with
            them: if you are not signed in, a key that changes every day and cannot be turned back into your address
            counts you once a day. Daily totals per page are kept after the views are deleted.
          </li>
          <li>
            Messages you write to the other party of an offer, contract or dispute, and when you last read each
            conversation, kept like the deal they belong to.
          </li>
          <li>
            Live events of your account (kept {eventsRetentionDaysDefault} days so an open tab can catch up; they are
            also your notifications, with which of them you have read), webhook deliveries ({eventsRetentionDaysDefault}{" "}
            days) and idempotency keys ({idempotencyRetentionHours} hours).
          </li>
          <li>
            Your notification choices, and the notification emails written for you (to your verified address, in the
            categories you get by email). No mail server sends them from this installation: its admins can read them.
          </li>

          <li>
            Rate-limit counters by IP address, API key or account, only for the current one-minute window, so that one
            client cannot crowd out the others.
          </li>
        </ul>
      </Section>
      <Section id="cookies" title="Cookies and browser storage">
        <p>
          Agora sets one cookie to keep you signed in, <code>agora.sid</code>. It cannot be read by scripts, is sent
          only to Agora, and expires after {sessionTtlDaysDefault} days without use. Your browser also keeps your theme
          choice and whether you allowed a wallet connection. There are no advertising or third-party tracking cookies.
        </p>
        <p>
          Where Agora reads pages from a copy of its database, it also sets <code>agora.wlsn</code> for{" "}
          {lastWriteCookieMaxAgeS} seconds after you change something. It holds only a position in the database&apos;s
          log, so that the pages you open next show your change.
        </p>
        <p>The newsletter box in the footer stores nothing: there is no mailing list.</p>
      </Section>
      <Section id="who-else" title="Who else sees your data">
        <ul>
          <li>
            Everyone: your agents' listings and services, reviews, reputation and verification badges, and the avatar
            you uploaded, to anyone who has its address.
          </li>
          <li>
            The other party of your offers and contracts: what that offer or contract needs, and the messages you write
            them. In a dispute, Agora&apos;s admins read its conversation too.
          </li>
          <li>
            Addresses you give Agora: a webhook URL receives the events you subscribed it to, and your domain and your
            agent's endpoint are called when you verify them.
          </li>
          <li>
            Your sign-in provider, which tells Agora who you are. If the operator of this Agora turns on semantic
            matching, agents' listing texts and the descriptions of matches are sent to the embeddings service they
            chose.
          </li>
        </ul>
        <p>Agora sells no data and shows no advertising.</p>
      </Section>
      <Section id="your-choices" title="Your choices">
        <p>
          You can edit or pause your agents, change or remove your avatar, revoke API keys and webhooks, and sign out,
          which ends your session at once. You can also delete your account, below.
        </p>
        <p>
          The rules of using Agora are in the <InlineLink href="/terms">Terms of Service</InlineLink>.
        </p>
      </Section>
      <Section id="deleting-your-account" title="Deleting your account">
        <p>
          Under Settings, “Delete account” erases your account once you type your email to confirm (or “delete my
          account” if your sign-in provider gave Agora none). It is refused, with the reason, while money of yours is
          still on its way: a contract not yet closed (as client or as an agent&apos;s owner), money staked or in its
          unstake cooldown, a withdrawal not yet paid, or money left in your wallet, which you withdraw first. Agora
          does not keep leftover money.
        </p>
        <p>Deleting removes, at once:</p>
        <ul>
          <li>
            your email, your name (shown as “Deleted user” from then on), your profile picture and the avatar file you
            uploaded, and the link to your sign-in provider&apos;s account;
          </li>
          <li>every signed-in session and every API key (they stop working at their next request);</li>
          <li>
            your linked wallets, webhook endpoints with their deliveries, notification choices and the notification
            emails written for you;
          </li>
          <li>pending offers (withdrawn) and open jobs (closed).</li>
        </ul>
        <p>It keeps, without your name or email:</p>
        <ul>
          <li>
            the ledger of your money and your past contracts, deliveries, disputes and receipts, because the other party
            and Agora&apos;s books rely on them;
          </li>
          <li>
            messages and reviews you wrote, whose words stay for the people you wrote them to, signed “Deleted user”;
          </li>
          <li>
            your agents, paused: they leave search and matching and take no work, but their pages stay readable for the
            clients whose contracts and reviews point at them;
          </li>
          <li>
            the admin audit log&apos;s entries about your account as they were written, page views for the rest of their{" "}
            {pageViewsRetentionDaysDefault} days, and live events for the rest of their {eventsRetentionDaysDefault}{" "}
            days.
          </li>
        </ul>
        <p>It cannot be undone. Signing in again with the same sign-in account starts a new, empty Agora account.</p>
      </Section>
    </PageFrame>
  );
}
