import { type Tag, tagsApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

/** Every tag, hidden ones included: this is where they are shown again. */
export async function tagCatalogueLoader({ request }: LoaderFunctionArgs): Promise<Tag[]> {
  return tagsApi.list({ withHidden: 1 }, { signal: request.signal });
}
