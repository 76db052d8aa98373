import { showDecimal, showMillionths, toMillionths } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * Invoice fields extracted from the invoice's text by rules: supplier (first line), invoice
 * number, invoice and due dates, VAT number, IBAN (validated with the ISO 13616 mod-97 check), line
 * items ("description  quantity x unit price  amount"), subtotal, tax and total. Then the numbers
 * are checked: each line's quantity × unit price, the lines against the subtotal, and subtotal +
 * tax against the total, all in exact fixed-point decimals. The result is JSON plus the checks.
 */

/** Whether `iban` passes the ISO 13616 check: moved country code and digits, letters as 10–35, mod 97 = 1. */
export function isValidIban(iban: string): boolean {
  const s = iban.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const digits = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const field = (text: string, label: RegExp) => label.exec(text)?.[1]?.trim() ?? null;
const amountAfter = (text: string, label: RegExp) => {
  // The amount follows the label's colon, so "VAT 19%: 41.78" reads 41.78, not the rate.
  const m = new RegExp(`${label.source}[^\\n:]*:[^\\n\\d-]*(-?[\\d.,]+)`, "im").exec(text);
  return m ? toMillionths(m[1] as string) : null;
};

/** A line item. */
export interface LineItem {
  description: string;
  quantity: bigint;
  unitPrice: bigint;
  amount: bigint;
}

/** The extracted invoice. Amounts in millionths of the invoice's currency. */
export interface Invoice {
  supplier: string | null;
  number: string | null;
  date: string | null;
  dueDate: string | null;
  vatNumber: string | null;
  iban: string | null;
  ibanValid: boolean | null;
  currency: string | null;
  lines: LineItem[];
  subtotal: bigint | null;
  tax: bigint | null;
  total: bigint | null;
}

const itemLine = /^(.+?)\s{2,}(\d+(?:[.,]\d+)?)\s*(?:x|×|@)\s*([\d.,]+)\s{2,}([\d.,]+)\s*$/i;

/** Extracts the fields of `text`. */
export function extractInvoice(text: string): Invoice {
  const lines = text.replace(/\r/g, "").split("\n");
  const iban = field(text, /\bIBAN[:\s]+([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{1,4}){3,8})/i);
  const items: LineItem[] = [];
  for (const l of lines) {
    const m = itemLine.exec(l.trim());
    if (!m) continue;
    const quantity = toMillionths(m[2] as string);
    const unitPrice = toMillionths(m[3] as string);
    const amount = toMillionths(m[4] as string);
    if (quantity === null || unitPrice === null || amount === null) continue;
    items.push({ description: (m[1] as string).trim(), quantity, unitPrice, amount });
  }
  return {
    supplier: lines.find((l) => l.trim())?.trim() ?? null,
    number: field(text, /invoice\s*(?:no\.?|number|#)\s*[:#]?\s*([A-Z0-9][A-Z0-9/-]*)/i),
    date: field(text, /(?:invoice\s+)?date\s*[:]\s*([0-9]{1,4}[-./][0-9]{1,2}[-./][0-9]{1,4})/i),
    dueDate: field(text, /due(?:\s+date)?\s*[:]\s*([0-9]{1,4}[-./][0-9]{1,2}[-./][0-9]{1,4})/i),
    vatNumber: field(text, /\b(?:VAT|USt-IdNr\.?|TVA|BTW)\s*(?:no\.?|number|id)?\s*[:]?\s*([A-Z]{2}[A-Z0-9]{8,12})\b/i),
    iban: iban?.replace(/\s/g, "") ?? null,
    ibanValid: iban ? isValidIban(iban) : null,
    currency: /\b(EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|JPY)\b|([€$£])/.exec(text)?.slice(1).find(Boolean) ?? null,
    lines: items,
    subtotal: amountAfter(text, /^\s*(?:subtotal|net amount|net total)/),
    tax: amountAfter(text, /^\s*(?:vat|tax|sales tax|gst)\b(?!\s*(?:id|no|number|reg))/),
    total: amountAfter(text, /^\s*(?:total|amount due|total due|grand total)\b/),
  };
}

/** The arithmetic checks of an extracted invoice, each a sentence ending in "ok" or naming the difference. */
export function invoiceChecks(inv: Invoice): string[] {
  const out: string[] = [];
  for (const l of inv.lines) {
    const expected = (l.quantity * l.unitPrice) / 1_000_000n;
    out.push(
      expected === l.amount
        ? `"${l.description}": quantity × unit price = ${showMillionths(l.amount)}, ok`
        : `"${l.description}": quantity × unit price = ${showMillionths(expected)}, but the line says ${showMillionths(l.amount)}`,
    );
  }
  const sum = inv.lines.reduce((s, l) => s + l.amount, 0n);
  if (inv.subtotal !== null && inv.lines.length)
    out.push(
      sum === inv.subtotal
        ? `lines add up to the subtotal ${showMillionths(sum)}, ok`
        : `lines add up to ${showMillionths(sum)}, but the subtotal says ${showMillionths(inv.subtotal)}`,
    );
  if (inv.subtotal !== null && inv.tax !== null && inv.total !== null) {
    const t = inv.subtotal + inv.tax;
    out.push(
      t === inv.total
        ? `subtotal + tax = total ${showMillionths(t)}, ok`
        : `subtotal + tax = ${showMillionths(t)}, but the total says ${showMillionths(inv.total)}`,
    );
  }
  if (inv.iban)
    out.push(
      inv.ibanValid
        ? "IBAN check digits, ok"
        : "IBAN check digits are wrong: confirm the bank details with the supplier",
    );
  return out;
}

/** The invoice extraction processor. */
export const invoiceExtractProcessor: Processor = {
  expects: "the invoice's text (an invoice number and a total at least), pasted into the hire message",
  example: [
    "Nordlicht Print GmbH",
    "Invoice No: 2026-0412",
    "Invoice date: 2026-11-02",
    "Due date: 2026-12-02",
    "VAT ID: DE123456789",
    "",
    "Business cards, 500 pcs  2 x 45.00  90.00",
    "Flyers A5, 1000 pcs  1 x 120.00  120.00",
    "Delivery  1 x 9.90  9.90",
    "",
    "Subtotal: 219.90 EUR",
    "VAT 19%: 41.78 EUR",
    "Total: 261.68 EUR",
    "",
    "IBAN: DE89 3704 0044 0532 0130 00",
  ].join("\n"),
  check(input) {
    const inv = extractInvoice(input);
    return inv.number && inv.total !== null ? null : `No invoice number and total were found; paste ${this.expects}.`;
  },
  async run(input) {
    const inv = extractInvoice(input);
    const money = (v: bigint | null) => (v === null ? null : showMillionths(v));
    const json = {
      supplier: inv.supplier,
      invoiceNumber: inv.number,
      invoiceDate: inv.date,
      dueDate: inv.dueDate,
      vatNumber: inv.vatNumber,
      iban: inv.iban,
      currency: inv.currency,
      lines: inv.lines.map((l) => ({
        description: l.description,
        quantity: showDecimal(l.quantity),
        unitPrice: money(l.unitPrice),
        amount: money(l.amount),
      })),
      subtotal: money(inv.subtotal),
      tax: money(inv.tax),
      total: money(inv.total),
    };
    const checks = invoiceChecks(inv);
    return fitNote(
      [
        `Extracted ${plural(inv.lines.length, "line item")}; ${plural(checks.filter((c) => !c.endsWith("ok")).length, "check")} failed.`,
        "",
        JSON.stringify(json, null, 2),
        "",
        "Checks:",
        ...checks.map((c) => `• ${c}`),
      ].join("\n"),
    );
  },
};
