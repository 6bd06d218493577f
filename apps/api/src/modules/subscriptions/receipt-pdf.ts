import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { ReceiptDetails } from './subscriptions-emails';
import { receiptRows } from './subscriptions-emails';

/**
 * The VAT receipt as a one-page A4 PDF (pdf-lib, pure JavaScript, the PDF standard fonts): the same rows as the
 * e-mailed receipt. Helvetica's WinAnsi encoding covers '£', '–' and '•'.
 */
export async function receiptPdf(r: Omit<ReceiptDetails, 'link'>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${r.receiptNumber}`);
  pdf.setAuthor('Marquee');
  pdf.setCreationDate(new Date(`${r.paidOn}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${r.paidOn}T00:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0x5b / 255, 0x2a / 255, 0x86 / 255);
  let y = 780;
  page.drawText('Marquee', { x: 56, y, size: 26, font: bold, color: brand });
  y -= 40;
  page.drawText(`Receipt ${r.receiptNumber}`, { x: 56, y, size: 18, font: bold });
  y -= 22;
  page.drawText('VAT receipt. Prices include VAT.', { x: 56, y, size: 11, font: regular });
  y -= 36;
  for (const [label, value] of receiptRows(r)) {
    page.drawText(label, { x: 56, y, size: 12, font: regular, color: rgb(0.4, 0.4, 0.4) });
    page.drawText(value, { x: 220, y, size: 12, font: bold });
    y -= 24;
  }
  return pdf.save();
}
