import { Box, Image, Stack, Text, Title } from '@mantine/core';
import type { ContentPage as ContentPageData } from '@shortlist/domain/content/api-contracts';
import { parseContentMarkup } from '@shortlist/domain/content/content-markup';
import { BLOCK_PLACEMENT, isSiteImagePath, type ShownPlacement } from '@shortlist/domain/content/placements';
import { DEFAULT_LANGUAGE } from '@shortlist/domain/language-list';
import { type PageHead, pageHead } from '@shortlist/i18n/seo';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useOrigin } from '../../../shared/render/render-context.ts';
import { HeadTags } from '../../../shared/seo/head-tags.tsx';
import { ContentMarkupView } from '../../../shared/ui/content-markup-view.tsx';
import { LightGrid, LightGridCol } from '../../../shared/ui/light-grid.tsx';
import { NotFoundMessage } from '../../../shared/ui/not-found-message.tsx';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { contentPagePath } from '../api/query-keys.ts';
import { useContentPage } from '../api/use-content-page.ts';

/**
 * The route table's head for the page, with the content system's overrides (spec §2): its SEO
 * title and description, its heading. A missing page is not indexed.
 */
function ContentHead({ content, missing = false }: { content?: ContentPageData; missing?: boolean }) {
  const { t } = useTranslation('seo');
  const { key, language, params, routedLanguages } = useCurrentRoute();
  const origin = useOrigin();
  const free = key === 'webPage';
  const head = pageHead({
    key: free && missing ? 'notFound' : key,
    language,
    params,
    routedLanguages,
    origin,
  });
  if (content) {
    const { page } = content;
    head.heading = page.Libelle;
    head.title = t('titleTemplate', { title: page.SeoTitre ?? page.Libelle });
    if (page.SeoDescription) head.description = page.SeoDescription;
    if (free) Object.assign(head, freePageLinks(content, origin));
  }
  if (missing) head.noindex = true;
  return <HeadTags head={head} language={language} />;
}

/**
 * A free page's canonical link and its versions as hreflang links, with `x-default` on the
 * English version (else the first), the same set the sitemap lists.
 */
function freePageLinks(content: ContentPageData, origin: string): Pick<PageHead, 'canonical' | 'alternates'> {
  const { page } = content;
  const versions = page.Alternates;
  const fallback = versions.find((version) => version.Langue === DEFAULT_LANGUAGE) ?? versions[0];
  return {
    canonical: origin + page.RouteCanonique,
    alternates: [
      ...versions.map((version) => ({ hrefLang: version.Langue, href: origin + version.Route })),
      ...(fallback ? [{ hrefLang: 'x-default', href: origin + fallback.Route }] : []),
    ],
  };
}

/** The text of the first block of a deprecated header placement, if any. */
function headerText(content: ContentPageData, placement: keyof typeof BLOCK_PLACEMENT): string | undefined {
  return content.blocks.find((block) => block.Emplacement === BLOCK_PLACEMENT[placement])?.Contenu;
}

/** The blocks of one placement, in their order, as parsed markup. */
function Placement({
  content,
  placement,
  size,
}: {
  content: ContentPageData;
  placement: ShownPlacement;
  size?: 'lg';
}) {
  const blocks = content.blocks.filter((block) => block.Emplacement === BLOCK_PLACEMENT[placement]);
  if (blocks.length === 0) return null;
  return (
    <Stack gap="sm">
      {blocks.map((block) => (
        <Stack key={block.Id} gap="sm">
          <ContentMarkupView blocks={parseContentMarkup(block.Contenu)} size={size} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A content page of spec §2 (how it works, pricing, terms, legal notice, privacy..., or a free
 * page at a path of its own), its texts from the content system: the deprecated header
 * placements (title, subtitle, image, content) above as the page's header, the top blocks as the introduction, the centre ones as the body, the
 * left ones (ContenuGauche) in an aside beside it on wide screens and after it on a phone (after
 * the body in reading order, so its headings follow the body's), the bottom ones last. Rendered on the server (server-routes.ts) with the data the browser then reuses.
 */
export function ContentPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { key, language, params } = useCurrentRoute();
  const query = useContentPage(contentPagePath(key, language, params) ?? '', language);

  if (query.data === null) {
    return (
      <>
        <ContentHead missing />
        <NotFoundMessage />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        <ContentHead />
        <PageSkeleton />
      </>
    );
  }
  const content = query.data;
  if (!content) {
    return (
      <PageContainer narrow py="xl">
        <ContentHead />
        <RetryAlert title={t('pages:content.loadFailed')} onRetry={() => query.refetch()} />
      </PageContainer>
    );
  }
  const fallback = content.page.Langue !== language;
  const headerTitle = headerText(content, 'headerTitle');
  const headerSubTitle = headerText(content, 'headerSubTitle');
  const headerImage = headerText(content, 'headerImage');
  const headerContent = headerText(content, 'headerContent');
  const hasAside = content.blocks.some((block) => block.Emplacement === BLOCK_PLACEMENT.left);
  return (
    <PageContainer py={{ base: 'md', sm: 'xl' }}>
      <ContentHead content={content} />
      <Box component="article" lang={fallback ? content.page.Langue : undefined}>
        <Stack gap="lg">
          {fallback && (
            <Text c="dimmed" lang={language}>
              {t('pages:content.inEnglish')}
            </Text>
          )}
          {headerImage && isSiteImagePath(headerImage) && (
            <Image src={headerImage} alt="" radius="md" mah={320} fit="cover" />
          )}
          <Title order={1}>{headerTitle ?? content.page.Libelle}</Title>
          {headerSubTitle && (
            <Text size="xl" c="dimmed">
              {headerSubTitle}
            </Text>
          )}
          {headerContent && (
            <Box maw={760}>
              <ContentMarkupView blocks={parseContentMarkup(headerContent)} size="lg" />
            </Box>
          )}
          <Box maw={760}>
            <Placement content={content} placement="top" size="lg" />
          </Box>
          <LightGrid gap="xl">
            <LightGridCol span={{ base: 12, md: hasAside ? 8 : 12 }}>
              <Box maw={760}>
                <Placement content={content} placement="centre" />
              </Box>
            </LightGridCol>
            {hasAside && (
              <LightGridCol span={{ base: 12, md: 4 }}>
                <Box
                  component="aside"
                  aria-label={t('pages:content.aside')}
                  p="md"
                  bg="var(--mantine-color-gray-0)"
                >
                  <Placement content={content} placement="left" />
                </Box>
              </LightGridCol>
            )}
          </LightGrid>
          <Box maw={760}>
            <Placement content={content} placement="bottom" />
          </Box>
        </Stack>
      </Box>
    </PageContainer>
  );
}
