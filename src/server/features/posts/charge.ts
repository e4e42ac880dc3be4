import { PRICED_ACTION_LABELS } from '../../../contract/balance.js';
import type { PostAction } from '../../../contract/posts.js';
import type { ImageEngine, TextEngine } from '../../ai/engines.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import type { LocationScope } from '../../platform/scope.js';
import type { Charge } from '../balance/usage-charge.js';
import type { PostsDeps } from './deps.js';

/**
 * What one generation costs the location's balance. The price is reserved just before the engine that
 * answers is called, so input refused before that costs nothing; it becomes the post's debit when the
 * post is stored, and goes back whenever the generation fails after it was reserved.
 */
export class GenerationCharge {
  #charge: Charge | null = null;
  readonly #label: string;

  constructor(
    private readonly deps: Pick<PostsDeps, 'usage'>,
    private readonly scope: LocationScope,
    private readonly principal: Principal,
    private readonly action: PostAction,
    /** The post's title, for the balance log: "Write a post: World Bread Day". */
    title: string,
  ) {
    this.#label = `${PRICED_ACTION_LABELS[action]}: ${title}`;
  }

  /** Reserves the price of the engine about to answer: the built-in one's, or a provider's. */
  async reserve(engine: TextEngine | ImageEngine): Promise<void> {
    if (this.#charge) return;
    this.#charge = await this.deps.usage.reserve(
      this.scope,
      this.principal,
      this.action,
      engine.kind === 'builtin' ? 'builtin' : 'provider',
      this.#label,
    );
  }

  /** Runs the generation; if it fails after the price was reserved (an error, a time-out, the client leaving), the price goes back. */
  async refundingOnFailure<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await this.#charge?.refund();
      throw error;
    }
  }

  /** Makes the reservation the stored post's debit, in the transaction that stores it. */
  async settle(tx: Database, postId: string): Promise<void> {
    await this.#charge?.settle(tx, postId);
  }
}
