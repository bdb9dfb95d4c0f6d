export type FilePart = { name: string; type: string; bytes: Buffer };
export type Upload = { entity?: string; entityId?: number | string; file?: FilePart };

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** A real multipart body, built the way a browser's FormData is. */
export async function multipart({ entity, entityId, file }: Upload) {
  const form = new FormData();
  if (entity !== undefined) form.append('entity', entity);
  if (entityId !== undefined) form.append('entity_id', String(entityId));
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}
