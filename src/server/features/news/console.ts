import type { NewsInput, NewsListQuery } from '../../../contract/agency-console/news.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { withTransaction } from '../../db/transaction.js';
import type { AgencyScope } from '../../platform/scope.js';
import type { FileLog, NewsDeps } from './deps.js';
import { prepareNewsPicture } from './picture.js';
import { auditedFields, presentNewsItem, presentNewsSummary } from './presenter.js';
import { renderNewsDocument } from './render.js';
import {
  deleteNewsItem,
  findNewsItem,
  insertNewsItem,
  listNewsItems,
  locationsOfAgency,
  lockNewsItem,
  type NewsAudienceIds,
  type NewsWithAudience,
  plansOfAgency,
  replaceAudience,
  updateNewsItem,
} from './repository.js';
import { sanitiseNewsHtml } from './sanitise.js';

/**
 * Picture uploads one agency may make in the attempts window: plenty for writing news, too few to keep
 * the server busy decoding large files for anyone who holds an admin's session.
 */
const PICTURE_UPLOADS_PER_WINDOW = 60;

const notFound = () => AppError.notFound('News item');

/** The HTML the server renders from the editor's document and sanitises before it is stored. */
const descriptionOf = (input: NewsInput) => ({
  descriptionHtml: sanitiseNewsHtml(renderNewsDocument(input.description)),
  descriptionDoc: input.description,
});

/**
 * The plans and locations the item is for. Every id given must be the agency's (another agency's is a
 * 404, as if it did not exist); only the list the audience names is kept.
 */
async function audienceOf(db: Database, scope: AgencyScope, input: NewsInput): Promise<NewsAudienceIds> {
  const [plans, locations] = await Promise.all([
    plansOfAgency(db, scope, input.planIds),
    locationsOfAgency(db, scope, input.locationIds),
  ]);
  if (plans.length !== input.planIds.length) throw AppError.notFound('Plan');
  if (locations.length !== input.locationIds.length) throw AppError.notFound('Location');
  return {
    planIds: input.audience === 'plans' ? input.planIds : [],
    locationIds: input.audience === 'locations' ? input.locationIds : [],
  };
}

/** The agency console's news: written, changed, illustrated and deleted by the agency's admins. */
export function createNewsConsole(deps: NewsDeps) {
  const { db, clock, media, audit } = deps;

  /**
   * Removes a picture nothing points at any more. Failing to is never the caller's error: the change it
   * follows is made either way, and a file left behind only takes up space.
   */
  const removeUnused = (path: string, log: FileLog) =>
    media
      .remove(path)
      .catch((error: unknown) => log.warn({ err: error, path }, 'an unused news picture was not removed'));

  /**
   * Points the item at another picture (or none), audited, in one transaction; the file it pointed at
   * before is removed once that is stored, and a new file goes again if it is not.
   */
  async function setPicture(
    scope: AgencyScope,
    principal: Principal,
    newsId: string,
    picturePath: string | null,
    log: FileLog,
  ) {
    let changed: { before: NewsWithAudience; after: NewsWithAudience };
    try {
      changed = await withTransaction(db, async (tx) => {
        const before = await lockNewsItem(tx, scope, newsId);
        if (!before) throw notFound();
        const row = await updateNewsItem(tx, scope, newsId, { picturePath, updatedAt: clock() });
        if (!row) throw notFound();
        const after = { ...row, planIds: before.planIds, locationIds: before.locationIds };
        await audit.record(tx, scope, principal, {
          action: 'news.picture',
          subject: before.title,
          before: { picture: auditedFields(before).picture },
          after: { picture: auditedFields(after).picture },
        });
        return { before, after };
      });
    } catch (error) {
      if (picturePath) await removeUnused(picturePath, log);
      throw error;
    }
    const previous = changed.before.picturePath;
    if (previous && previous !== picturePath) await removeUnused(previous, log);
    return presentNewsItem(changed.after, media);
  }

  return {
    async list(scope: AgencyScope, query: NewsListQuery) {
      const { items, total } = await listNewsItems(db, scope, query);
      return { items: items.map((item) => presentNewsSummary(item, media)), total };
    },

    async get(scope: AgencyScope, newsId: string) {
      const item = await findNewsItem(db, scope, newsId);
      if (!item) throw notFound();
      return presentNewsItem(item, media);
    },

    create(scope: AgencyScope, principal: Principal, input: NewsInput) {
      return withTransaction(db, async (tx) => {
        const audience = await audienceOf(tx, scope, input);
        const now = clock();
        const row = await insertNewsItem(tx, scope, {
          title: input.title,
          ...descriptionOf(input),
          status: input.status,
          pinned: input.pinned,
          audience: input.audience,
          authorId: principal.userId,
          authorEmail: principal.email,
          createdAt: now,
          updatedAt: now,
          publishedAt: input.status === 'published' ? now : null,
        });
        await replaceAudience(tx, row, audience);
        const item = { ...row, ...audience };
        await audit.record(tx, scope, principal, {
          action: 'news.create',
          subject: item.title,
          after: auditedFields(item),
        });
        return presentNewsItem(item, media);
      });
    },

    update(scope: AgencyScope, principal: Principal, newsId: string, input: NewsInput) {
      return withTransaction(db, async (tx) => {
        const before = await lockNewsItem(tx, scope, newsId);
        if (!before) throw notFound();
        const audience = await audienceOf(tx, scope, input);
        const now = clock();
        // Published keeps the time it was first published at until it goes back to being a draft.
        const publishedAt = input.status === 'published' ? (before.publishedAt ?? now) : null;
        const row = await updateNewsItem(tx, scope, newsId, {
          title: input.title,
          ...descriptionOf(input),
          status: input.status,
          pinned: input.pinned,
          audience: input.audience,
          updatedAt: now,
          publishedAt,
        });
        if (!row) throw notFound();
        await replaceAudience(tx, row, audience);
        const after = { ...row, ...audience };
        await audit.record(tx, scope, principal, {
          action: 'news.update',
          subject: after.title,
          before: auditedFields(before),
          after: auditedFields(after),
        });
        return presentNewsItem(after, media);
      });
    },

    /**
     * Stores the new picture, then points the item at it. Every upload counts against the agency's
     * allowance, refused ones too: reading the file is the cost.
     */
    async uploadPicture(
      scope: AgencyScope,
      principal: Principal,
      newsId: string,
      base64: string,
      log: FileLog,
    ) {
      await deps.attempts.take(
        [{ key: `news-picture:agency:${scope.agencyId}`, limit: PICTURE_UPLOADS_PER_WINDOW }],
        'Too many picture uploads for this agency.',
      );
      if (!(await findNewsItem(db, scope, newsId))) throw notFound();
      const picture = await prepareNewsPicture(base64);
      const path = await media.saveForAgency(scope.agencyId, picture);
      return setPicture(scope, principal, newsId, path, log);
    },

    removePicture(scope: AgencyScope, principal: Principal, newsId: string, log: FileLog) {
      return setPicture(scope, principal, newsId, null, log);
    },

    /** Deletes the item, audited; its picture goes once the deletion is stored. */
    async remove(scope: AgencyScope, principal: Principal, newsId: string, log: FileLog) {
      const removed = await withTransaction(db, async (tx) => {
        const before = await lockNewsItem(tx, scope, newsId);
        if (!before) throw notFound();
        await deleteNewsItem(tx, scope, newsId);
        await audit.record(tx, scope, principal, {
          action: 'news.delete',
          subject: before.title,
          before: auditedFields(before),
        });
        return before;
      });
      if (removed.picturePath) await removeUnused(removed.picturePath, log);
      return { ok: true as const };
    },
  };
}

export type NewsConsole = ReturnType<typeof createNewsConsole>;
