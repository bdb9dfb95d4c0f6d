import { useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import { ConfiguredRequesters } from './ConfiguredRequesters';
import type { RequesterTagsData } from './requester-tags.data';
import { RequesterTagsForm } from './RequesterTagsForm';

export function RequesterTags() {
  const title = useRouteTitle();
  const data = useLoaderData() as RequesterTagsData;
  // A tag created, hidden or shown elsewhere changes what the five selects offer.
  useLiveUpdates(['tags']);
  return (
    <section className="page" aria-labelledby="requester-tags-title">
      <header className="page-header">
        <h1 id="requester-tags-title">{title}</h1>
      </header>
      <RequesterTagsForm tags={data.tags} departments={data.departments} teams={data.teams} />
      <h2>Solicitantes configurados</h2>
      <ConfiguredRequesters configurations={data.configurations} requesters={data.requesters} teams={data.teams} tags={data.tags} />
    </section>
  );
}
