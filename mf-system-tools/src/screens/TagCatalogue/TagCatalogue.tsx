import { idFromIri, type Tag, tagsApi } from '@portal/shared-api';
import { EmptyState, useLiveUpdates, useRouteTitle, useWriteAndRevalidate } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { TAG_COLUMNS } from '../../components/tag-columns';
import { tagsOfType } from '../../components/tags-of-type';
import { TagChip } from '../../components/TagChip';
import '../../components/system-tools.css';
import { TagForm, type TagDraft } from './TagForm';
import { TAG_TEXTS } from './tag-texts';
import './tag-catalogue.css';

const NEW_TAG: TagDraft = { name: '', description: '', typeId: 1, color: '#43a047', text_color: '#ffffff' };

const draftOf = (tag: Tag): TagDraft => ({
  name: tag.name,
  description: tag.description ?? '',
  typeId: idFromIri(tag.type) ?? 1,
  color: tag.color,
  text_color: tag.text_color,
});
const bodyOf = (draft: TagDraft, hidden: boolean) => ({
  name: draft.name,
  description: draft.description,
  type: `/api/tag_types/${draft.typeId}`,
  color: draft.color,
  text_color: draft.text_color,
  hidden,
});

/** `/tags`: the tag catalogue in the five columns of the cards, for admins. */
export function TagCatalogue() {
  const tags = useLoaderData() as Tag[];
  const title = useRouteTitle();
  const write = useWriteAndRevalidate();
  // null: no form; 'new': creating; a tag: editing it.
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  useLiveUpdates(['tags']);

  const save = async (draft: TagDraft) => {
    const target = editing;
    const run = () => (target === 'new' || target === null ? tagsApi.create(bodyOf(draft, false)) : tagsApi.update(target.id, bodyOf(draft, target.hidden === true)));
    const { ok } = await write(run, { success: TAG_TEXTS.SAVED });
    if (ok) setEditing(null);
    return ok;
  };
  const toggleHidden = (tag: Tag) => void write(() => tagsApi.update(tag.id, bodyOf(draftOf(tag), !tag.hidden)), { success: TAG_TEXTS.SAVED });

  return (
    <section className="page" aria-labelledby="tag-catalogue-title">
      <header className="page-header">
        <h1 id="tag-catalogue-title">{title}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {TAG_TEXTS.NEW_TAG}
        </button>
      </header>
      {editing !== null && (
        <TagForm
          key={editing === 'new' ? 'new' : editing.id}
          title={editing === 'new' ? TAG_TEXTS.NEW_TAG : TAG_TEXTS.EDIT_TAG}
          initial={editing === 'new' ? NEW_TAG : draftOf(editing)}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <div className="tag-catalogue">
        {TAG_COLUMNS.map((column) => {
          const ofType = tagsOfType(tags, column.typeId);
          return (
            <section key={column.typeId} className="tag-catalogue-column" aria-labelledby={`tag-type-${column.typeId}`}>
              <h2 id={`tag-type-${column.typeId}`}>{column.name}</h2>
              {ofType.length === 0 ? (
                <EmptyState message={TAG_TEXTS.NO_TAGS} />
              ) : (
                <ul>
                  {ofType.map((tag) => (
                    <li key={tag.id} className={tag.hidden ? 'is-hidden' : undefined}>
                      <TagChip tag={tag} /> {tag.hidden && <span className="muted">{TAG_TEXTS.HIDDEN_MARK}</span>}
                      {tag.description && <p className="muted">{tag.description}</p>}
                      <div className="tag-catalogue-actions">
                        <button type="button" className="btn" aria-label={`${TAG_TEXTS.EDIT} ${tag.name}`} onClick={() => setEditing(tag)}>
                          {TAG_TEXTS.EDIT}
                        </button>
                        <button type="button" className="btn" aria-label={`${tag.hidden ? TAG_TEXTS.SHOW : TAG_TEXTS.HIDE} ${tag.name}`} onClick={() => toggleHidden(tag)}>
                          {tag.hidden ? TAG_TEXTS.SHOW : TAG_TEXTS.HIDE}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
