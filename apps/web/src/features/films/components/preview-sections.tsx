import { Skeleton, Title } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import type { ReactNode } from 'react';
import { type FilmCredit, FilmCredits } from '../../../shared/film-record/film-credits.tsx';
import { FilmDocuments } from '../../../shared/film-record/film-documents.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useCreditContacts } from '../api/list-credit-contacts.ts';
import { documentFileUrl, useDocuments } from '../api/list-documents.ts';

function PreviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height={72} aria-hidden="true" />
    </div>
  );
}

/**
 * The credits as the festival's entry view shows them (the same component), with the contact
 * details the filmmaker gave: what a festival the film enters may write to.
 */
export function PreviewCredits({ film }: { film: Film }) {
  const { t } = useTranslation(['festivalSpace', 'films']);
  const credits = useCreditContacts(film.Id);
  const shown: FilmCredit[] = credits.data ?? [];
  return (
    <PreviewSection id="preview-credits" title={t('festivalSpace:tabs.credits')}>
      {credits.isPending ? (
        <Loading />
      ) : credits.isError ? (
        <RetryAlert title={t('films:preview.loadError')} onRetry={() => credits.refetch()} />
      ) : (
        <FilmCredits credits={shown} />
      )}
    </PreviewSection>
  );
}

/** The documents as the festival's entry view shows them (the same component), each the owner's download. */
export function PreviewDocuments({ film }: { film: Film }) {
  const { t } = useTranslation(['festivalSpace', 'films']);
  const documents = useDocuments(film.Id);
  return (
    <PreviewSection id="preview-documents" title={t('festivalSpace:tabs.documents')}>
      {documents.isPending ? (
        <Loading />
      ) : documents.isError ? (
        <RetryAlert title={t('films:preview.loadError')} onRetry={() => documents.refetch()} />
      ) : (
        <FilmDocuments
          documents={documents.data.documents.map((document) => ({
            ...document,
            downloadUrl: documentFileUrl(film.Id, document.Id),
          }))}
        />
      )}
    </PreviewSection>
  );
}
