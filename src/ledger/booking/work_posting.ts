// A posting on its way through booking: some numbers may still be missing, and its lot is
// either still a CostSpec (augmentations, until interpolation) or a booked Cost (reductions).
import type { Decimal } from '../core/decimal.ts';
import type { Cost, CostSpec, PostingSpec } from '../core/directives.ts';

export interface WorkPrice {
  /** null: left out, to be interpolated. */
  readonly number: Decimal | null;
  readonly currency: string | null;
}

export interface WorkPosting {
  readonly spec: PostingSpec;
  /** false for an auto-posting (the whole amount was left out). */
  readonly hasUnits: boolean;
  /** null: left out, to be interpolated. */
  readonly number: Decimal | null;
  /** null only while categorization has not resolved it. */
  readonly currency: string | null;
  /** Lot of a reduction once matched against the inventory. */
  readonly cost: Cost | null;
  /** Lot as written, for augmentations (numberPer null = missing; numberTotal null = no total). */
  readonly costSpec: CostSpec | null;
  /** Per-unit price (`@@` already divided out). */
  readonly price: WorkPrice | null;
  readonly interpolated: boolean;
}
