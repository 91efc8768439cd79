import { randomBytes } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';

export interface EncryptPdfOptions {
  /** The password the recipient types to open the document. */
  userPassword: string;
  /** Lifts the permission limits; when absent, a random one nobody knows, so nobody can. */
  ownerPassword?: string;
}

/**
 * Password-protects an existing PDF with AES-256 (the library's default and the only cipher
 * ISO 32000-2 still recommends). Pure JS, so it runs in Lambda without qpdf or a native module.
 */
export async function encryptPdf(pdf: Uint8Array, options: EncryptPdfOptions): Promise<Uint8Array> {
  if (!options.userPassword) throw new Error('encryptPdf needs a non-empty user password');
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  document.encrypt({
    algorithm: 'AES-256',
    userPassword: options.userPassword,
    ownerPassword: options.ownerPassword ?? randomBytes(24).toString('base64url'),
    // Readers may print and copy (a booking confirmation is meant to be used), not edit it.
    permissions: {
      printing: 'highResolution',
      copying: true,
      contentAccessibility: true,
      modifying: false,
      annotating: false,
      fillingForms: false,
      documentAssembly: false,
    },
  });
  return document.save();
}
