import { Anchor, List, Text, Title } from '@mantine/core';
import type { MarkupBlock, MarkupInline } from '@shortlist/domain/content/content-markup';
import { Link } from 'react-router';

/**
 * One piece of inline markup: text, a line break, bold or a link (this site's paths stay in the
 * app). Links are underlined: within a paragraph, colour alone would not tell them apart.
 */
function InlineNode({ node }: { node: MarkupInline }) {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'break':
      return <br />;
    case 'bold':
      return (
        <strong>
          <Inline nodes={node.children} />
        </strong>
      );
    case 'link':
      return node.href.startsWith('/') ? (
        <Anchor component={Link} to={node.href} underline="always">
          <Inline nodes={node.children} />
        </Anchor>
      ) : (
        <Anchor href={node.href} rel="noopener" underline="always">
          <Inline nodes={node.children} />
        </Anchor>
      );
  }
}

function Inline({ nodes }: { nodes: MarkupInline[] }) {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parsed once from the block's text, never reordered
    <InlineNode key={index} node={node} />
  ));
}

/** One block of markup: a heading, a paragraph or a list. */
function BlockNode({ block, size }: { block: MarkupBlock; size?: 'lg' }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={block.level} size={block.level === 2 ? 'h3' : 'h4'} mt="md">
          <Inline nodes={block.content} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text size={size}>
          <Inline nodes={block.content} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} spacing={4} size={size}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parsed once from the block's text, never reordered
            <List.Item key={index}>
              <Inline nodes={item} />
            </List.Item>
          ))}
        </List>
      );
  }
}

/** A content block's parsed markup as headings, paragraphs and lists (no HTML from the content). */
export function ContentMarkupView({ blocks, size }: { blocks: MarkupBlock[]; size?: 'lg' }) {
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parsed once from the block's text, never reordered
    <BlockNode key={index} block={block} size={size} />
  ));
}
