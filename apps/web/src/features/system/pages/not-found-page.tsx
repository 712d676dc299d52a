import { NotFoundMessage } from '../../../shared/ui/not-found-message.tsx';

/** Unknown path or language (spec §2); the server answers these with status 404. */
export function NotFoundPage() {
  return <NotFoundMessage />;
}
