// Reading the files of a multipart upload (photos, a post's photo), in the API's error shape.
import type { HonoRequest } from 'hono';
import { ApiError } from './errors.ts';

export const notMultipart = () =>
  new ApiError(400, 'invalid_input', 'Send the image as multipart/form-data.');

/** No file in the field: "Choose a {label} to upload." */
export const missingFile = (field: string, label: string) =>
  new ApiError(400, 'invalid_input', `Choose a ${label} to upload.`, {
    fields: { [field]: 'Choose an image.' },
  });

/** The File values of a multipart field (`name` or `name[]`); 400 when the body is not a form. */
export async function multipartFiles(req: HonoRequest, name: string): Promise<File[]> {
  const type = req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw notMultipart();
  const body = await req.parseBody({ all: true }).catch(() => {
    throw notMultipart();
  });
  return [body[name], body[`${name}[]`]].flat().filter((v): v is File => v instanceof File);
}
