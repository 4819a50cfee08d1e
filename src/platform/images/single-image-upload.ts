import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../errors/app-error.ts';

export interface SingleImageUploadSettings {
  maxBytes: number;
  /** The 413 message (the spec words it per form). */
  tooLargeMessage: string;
  /** The 400 message when there is no file in the field `file`. */
  noFileMessage: string;
}

/** One file in the field `file`, held in memory (at most `maxBytes`) until it is checked and re-encoded. */
export function singleImageUpload(settings: SingleImageUploadSettings): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: settings.maxBytes, files: 1, fields: 10, parts: 11 },
  }).single('file');
  const noFile = () => badRequest([{ message: settings.noFileMessage, field: 'file' }]);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(noFile());
    upload(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
        return next(new AppError(413, [{ message: settings.tooLargeMessage, field: 'file' }]));
      // Any other multipart failure (a second file, a malformed body) is the client's doing.
      next(noFile());
    });
  };
}
