import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { asArrivedAt } from '../../core/arrival.js';
import { publications } from '../../db/schema.js';
import { type FacebookGraph, GraphError, type PublishedItem } from '../../infra/facebook-graph.js';
import { defineJob } from '../../infra/jobs.js';
import type { LocationScope } from '../../platform/scope.js';
import { findPost } from '../posts/repository.js';
import { htmlToText } from '../posts/sanitise.js';
import { findAccount, markReconnect } from './accounts-repository.js';
import type { IntegrationsDeps } from './deps.js';
import { duePublications, type PublicationRow, updateIf } from './publications-repository.js';

/**
 * Publishing one publication. `short` with the publication as key: a sweep that finds it again while
 * a job for it waits queues nothing more. Retries are the publication's own (see `retryAt`), so a job
 * that fails is not run again by the queue: the next sweep finds the publication if it is still due.
 */
export const publishJob = defineJob({
  name: 'integrations-publish',
  data: z.object({ publicationId: z.uuid() }),
  policy: 'short',
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 120,
});

/** A claim older than this means the instance holding it stopped mid-way: another may take it. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Tries before a publication that keeps meeting temporary faults is given up as failed. */
export const MAX_ATTEMPTS = 5;

/** When a publication that met a temporary fault is tried again: 1, 2, 4, 8 minutes after. */
const retryAt = (now: Date, attempts: number) =>
  new Date(now.getTime() + 60_000 * 2 ** Math.max(0, attempts - 1));

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export function createPublisher(deps: IntegrationsDeps) {
  const { db, clock, secretBox } = deps;

  /** Takes the publication when it is due, or when the instance that took it stopped mid-way. */
  async function claim(id: string, now: Date): Promise<PublicationRow | undefined> {
    const [row] = await db
      .update(publications)
      .set({
        status: 'publishing',
        claimedAt: now,
        attempts: sql`${publications.attempts} + 1`,
        firstClaimedAt: sql`coalesce(${publications.firstClaimedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(publications.id, id),
          or(
            and(eq(publications.status, 'scheduled'), lte(publications.scheduledAt, now)),
            and(
              eq(publications.status, 'publishing'),
              lt(publications.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
            ),
          ),
        ),
      )
      .returning();
    return row;
  }

  const finish = (scope: LocationScope, row: PublicationRow, set: Partial<PublicationRow>) =>
    updateIf(db, scope, row.id, ['publishing'], set);

  /** A post an earlier attempt sent although its answer never came: the same text, since that attempt began. */
  async function alreadySent(
    graph: FacebookGraph,
    row: PublicationRow,
    accountId: string,
    token: string,
    kind: 'facebook-page' | 'instagram',
    text: string,
  ): Promise<PublishedItem | undefined> {
    const since = (row.firstClaimedAt ?? row.claimedAt ?? row.scheduledAt).getTime() - 60_000;
    const recent = await graph.recent(accountId, token, kind);
    return recent.find((item) => item.createdAt.getTime() >= since && sameText(item.message, text));
  }

  async function publish(id: string): Promise<void> {
    const now = clock();
    const row = await claim(id, now);
    if (!row) return;
    const scope = await deps.systemScopes.location(row.locationId);
    if (!scope) return;
    const account = await findAccount(db, scope, row.accountId);
    const post = await findPost(db, scope, row.postId);
    const graph = await deps.facebookFor(scope);
    if (!account || !post || !graph) {
      await finish(scope, row, {
        status: 'failed',
        error: 'Facebook is no longer set up for this business.',
      });
      return;
    }
    if (account.needsReconnect) {
      await finish(scope, row, {
        status: 'failed',
        error: 'Connect with Facebook again: the connection has expired.',
      });
      return;
    }
    const token = secretBox.open(account.tokenSealed);
    const text = htmlToText(post.html);
    const imageUrl = post.imagePath ? deps.media.fullAddressOf(post.imagePath, deps.publicUrl) : null;
    try {
      // An earlier attempt ended without an answer: the post may be out already, and is never sent twice.
      const sent =
        row.attempts > 1
          ? await alreadySent(graph, row, account.externalId, token, account.kind, text)
          : undefined;
      const externalId = sent
        ? sent.id
        : account.kind === 'instagram' && imageUrl
          ? await graph.publishToInstagram(account.externalId, token, text, imageUrl)
          : await graph.publishToPage(account.externalId, token, text, imageUrl);
      const permalink =
        sent?.permalink ?? (await graph.permalink(externalId, token, account.kind).catch(() => null));
      await finish(scope, row, {
        status: 'published',
        externalId,
        permalink,
        error: null,
        publishedAt: clock(),
      });
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      // Without an answer the claim is kept: after the lease, the post is looked for before any retry.
      if (error.outcomeUnknown) return;
      if (error.tokenInvalid) {
        await markReconnect(db, account.id);
        await finish(scope, row, {
          status: 'failed',
          error: `Connect with Facebook again: ${error.message}`,
        });
      } else if (error.transient && row.attempts < MAX_ATTEMPTS) {
        await finish(scope, row, {
          status: 'scheduled',
          scheduledAt: retryAt(clock(), row.attempts),
          error: error.message,
        });
      } else {
        await finish(scope, row, { status: 'failed', error: error.message });
      }
    }
  }

  /** Queues a job for each publication that is due; every instance sweeps, one job runs per publication. */
  async function sweep(): Promise<void> {
    for (const { id } of await duePublications(db, clock(), CLAIM_LEASE_MS)) {
      await deps.jobs.send(publishJob, { publicationId: id }, { singletonKey: id });
    }
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    publish,
    sweep,
    async start() {
      await deps.jobs.work(publishJob, ({ publicationId }) => publish(publicationId));
      timer = setInterval(
        () =>
          void asArrivedAt(performance.now(), sweep).catch((error: unknown) =>
            deps.jobs.report(error, 'integrations-sweep'),
          ),
        deps.sweepSeconds * 1000,
      );
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
