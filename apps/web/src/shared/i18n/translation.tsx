import { DEFAULT_LANGUAGE } from '@shortlist/domain/language-list';
import type { Namespace } from '@shortlist/i18n/translate';
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  cataloguesVersion,
  subscribeToCatalogues,
  type TFunction,
  type TranslateOptions,
  type Translator,
  translatorFor,
} from './translator.ts';

export type { TFunction, TranslateOptions, Translator } from './translator.ts';

/**
 * What the screens used of react-i18next, on our own translator (translator.ts): the same
 * `useTranslation` and `Trans`, so feature code changed only its imports.
 */
const TranslatorContext = createContext<Translator>(translatorFor(DEFAULT_LANGUAGE));

/** The page's language: RootRoute gives the URL's, so the first paint is in the right language. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * `t` for `namespace` (the first one when given several: keys elsewhere name their namespace,
 * `common:save`, as with react-i18next). A new `t` once more catalogues are registered, so the
 * texts of a namespace that arrives after the first render show at once.
 */
export function useTranslation(namespace?: Namespace | readonly Namespace[]): {
  t: TFunction;
  i18n: Translator;
} {
  const translator = useContext(TranslatorContext);
  const version = useSyncExternalStore(subscribeToCatalogues, cataloguesVersion, cataloguesVersion);
  const fixed = typeof namespace === 'string' ? namespace : namespace?.[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each catalogue version, as react-i18next gives
  const t = useMemo(() => translator.getFixedT(null, fixed), [translator, fixed, version]);
  return { t, i18n: translator };
}

type Components = Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>;

const TAG = /<(\w+)\s*\/>|<(\w+)>/g;

/**
 * A translation's `<name>text</name>` and `<name/>` as the given components, with the text
 * inside as their children; any other markup stays text.
 */
function withComponents(text: string, components: Components): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (;;) {
    TAG.lastIndex = 0;
    const match = TAG.exec(rest);
    if (!match) break;
    const name = (match[1] ?? match[2]) as string;
    const component = Object.hasOwn(components, name) ? components[name] : undefined;
    const start = match.index;
    const afterOpening = start + match[0].length;
    if (component && match[1] !== undefined) {
      if (start > 0) nodes.push(rest.slice(0, start));
      nodes.push(cloneElement(component));
      rest = rest.slice(afterOpening);
      continue;
    }
    const closing = `</${name}>`;
    const end = rest.indexOf(closing, afterOpening);
    if (!component || end < 0) {
      // Not ours: kept as text, the search goes on after it.
      nodes.push(rest.slice(0, afterOpening));
      rest = rest.slice(afterOpening);
      continue;
    }
    if (start > 0) nodes.push(rest.slice(0, start));
    const inner = withComponents(rest.slice(afterOpening, end), components);
    nodes.push(cloneElement(component, undefined, ...inner));
    rest = rest.slice(end + closing.length);
  }
  if (rest !== '') nodes.push(rest);
  return mergeTexts(nodes);
}

/** Adjacent texts as one, so the server's HTML has the text nodes the browser renders. */
function mergeTexts(nodes: ReactNode[]): ReactNode[] {
  const merged: ReactNode[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (typeof node === 'string' && typeof last === 'string') merged[merged.length - 1] = last + node;
    else merged.push(node);
  }
  return merged;
}

/** react-i18next's `Trans` for what the catalogues hold: named components around words. */
export function Trans({
  ns,
  i18nKey,
  components = {},
  values,
}: {
  ns?: Namespace;
  i18nKey: string;
  components?: Components;
  values?: TranslateOptions;
}) {
  const { t } = useTranslation(ns);
  const text = t(i18nKey, values);
  return createElement(Fragment, null, ...withComponents(text, components));
}
