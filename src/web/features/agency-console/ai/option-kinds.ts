import { OPTION_KINDS, type OptionKind } from '../../../../contract/options';

/** The option lists as the console names them, in the order the post card offers them. */
export const OPTION_KIND_LABELS: Record<OptionKind, string> = {
  channel: 'Platforms',
  tone: 'Tones',
  language: 'Languages',
  image_style: 'Image styles',
};

/** The templates of each kind, every kind listed even when it has none. */
export function groupedByKind<T extends { kind: OptionKind }>(items: readonly T[]) {
  return OPTION_KINDS.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) }));
}
