import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

const ID_ATTRIBUTES = ['id', 'for', 'aria-describedby', 'aria-labelledby'];

/**
 * The server-rendered markup of an element in Mantine's provider, in a form where only what a
 * browser or a stylesheet tells apart remains: attributes, classes and style declarations sorted,
 * and ids and Mantine's responsive class names replaced by their order of first appearance (so a
 * label's `for` must still name its input's id). Mantine's provider-level style tags are left out; any other style tag stays.
 */
export function canonicalMarkup(element: ReactElement, theme?: MantineThemeOverride): string {
  const html = renderToString(<MantineProvider theme={theme}>{element}</MantineProvider>).replace(
    /<style data-mantine-styles="(true|classes)"[^>]*>.*?<\/style>/gs,
    '',
  );
  // Mantine's responsive class names (`__m__-<React id>`), in inline style rules and class lists.
  const classNames = new Map<string, string>();
  const template = document.createElement('template');
  template.innerHTML = html.replace(/__m__-[\w-]+/g, (name) => {
    if (!classNames.has(name)) classNames.set(name, `__m__-${classNames.size + 1}`);
    return classNames.get(name) as string;
  });
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size + 1}`);
    return ids.get(value);
  };
  const canonicalValue = (name: string, value: string) => {
    if (ID_ATTRIBUTES.includes(name)) return value.split(/\s+/).map(idOf).join(' ');
    if (name === 'class') return value.split(/\s+/).filter(Boolean).sort().join(' ');
    if (name === 'style')
      return value
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .sort()
        .join(';');
    return value;
  };
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .map((attribute) => attribute.name)
      .sort()
      .map((name) => ` ${name}="${canonicalValue(name, node.getAttribute(name) ?? '')}"`)
      .join('');
    const children = [...(node instanceof HTMLTemplateElement ? node.content : node).childNodes]
      .map(walk)
      .join('');
    return `<${node.localName}${attributes}>${children}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(walk).join('\n');
}
