import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { UPLOAD_RULES, uploadKindOf } from '../rules/upload-rules';
import { mediaObjectsApi } from './media-objects';

let api: FakeApi;
afterEach(() => api.restore());

describe('mediaObjectsApi', () => {
  it('uploads one file as multipart with its entity and entity id', async () => {
    api = installFakeApi({ 'POST /api/media_objects': () => ({ status: 201, data: { id: 14, name: 'logo.png' } }) });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await expect(mediaObjectsApi.upload(file, 'Team', 3)).resolves.toEqual({ id: 14, name: 'logo.png' });
    const [call] = api.calls;
    expect(call?.key).toBe('POST /api/media_objects');
    const form = call?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('entity')).toBe('Team');
    expect(form.get('entity_id')).toBe('3');
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it('applies the picture limits to avatars and logos and the attachment limits to tasks', () => {
    expect(uploadKindOf('User')).toBe('picture');
    expect(uploadKindOf('Department')).toBe('picture');
    expect(uploadKindOf('Task')).toBe('attachment');
    expect(uploadKindOf('TaskMessage')).toBe('attachment');
    expect(uploadKindOf('SubtaskMessage')).toBe('attachment');
    expect(UPLOAD_RULES.picture.maxBytes).toBe(2 * 1024 * 1024);
    expect(UPLOAD_RULES.attachment.types).toContain('application/pdf');
    expect(UPLOAD_RULES.picture.types).not.toContain('image/svg+xml');
  });

  it('soft-deletes a file with a merge patch', async () => {
    api = installFakeApi({ 'PATCH /api/media_objects/9': ({ body }) => ({ status: 200, data: { id: 9, ...(body as object) } }) });
    await expect(mediaObjectsApi.remove(9)).resolves.toEqual({ id: 9, deleted: true });
  });

  it('reads a page of deleted files with its total, and removes one for good', async () => {
    api = installFakeApi({
      'GET /api/media_objects_details?deleted=true&page=2': () => ({ status: 200, data: { 'hydra:member': [{ id: 31, name: 'a.pdf', deleted: true }], 'hydra:totalItems': 31 } }),
      'DELETE /api/media_objects/31': () => ({ status: 204, data: '' }),
    });
    await expect(mediaObjectsApi.deletedPage(2)).resolves.toEqual({ items: [{ id: 31, name: 'a.pdf', deleted: true }], totalItems: 31 });
    await mediaObjectsApi.removeForGood(31);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/media_objects_details?deleted=true&page=2', 'DELETE /api/media_objects/31']);
  });
});
