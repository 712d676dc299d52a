const FONT_REGULAR = new URL('./fonts/DejaVuSans.ttf', import.meta.url).pathname;
const FONT_BOLD = new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url).pathname;

/**
 * An A4 PDF of the order service's (an invoice, a credit note, a payout statement) with the DejaVu
 * fonts registered as `regular` and `bold` (every language's letters), and the promise of its
 * bytes once `end()` is called. `date` is the document's own date (its issue, its month), never
 * the download's, so the same document always gives the same PDF.
 */
export async function openPdfDocument(options: {
  title: string;
  author: string;
  date: Date;
  locale: string;
  margin: number;
}) {
  // pdfkit (about 14 MB with its font metrics) loads with the first document, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    info: { Title: options.title, Author: options.author, CreationDate: options.date, ModDate: options.date },
    lang: options.locale,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);
  return { pdf, bytes };
}
