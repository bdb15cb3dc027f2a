// Migration 0017_conversion_documents on a database that already holds a signed conversion: the agreement's bytes
// move from loan_conversions.agreement_pdf into application_documents (owned by the conversion, signed, hashed) and
// the column is dropped; a document must have exactly one owner.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../../server/db/migrations');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(join(DIR, file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
};

const db = new PGlite();
afterAll(() => db.close());

describe('0017_conversion_documents', () => {
  it('moves a signed agreement into application_documents and drops the old column', async () => {
    const target = files.indexOf('0017_conversion_documents.sql');
    expect(target).toBeGreaterThan(0);
    for (const file of files.slice(0, target)) await run(db, file);
    const pdf = Buffer.from('%PDF-1.4\n% a signed conversion\n%%EOF\n');
    const {
      rows: [customer],
    } = await db.query<{ id: string }>(
      `insert into customers (email, first_name, last_name, date_of_birth, ssn_encrypted, ssn_hash, ssn_last4, brand)
       values ('p@example.com', 'Paula', 'Payday', '1990-01-01', 'x', 'x', '0000', 'lumen') returning id`,
    );
    const {
      rows: [conversion],
    } = await db.query<{ id: string }>(
      `insert into loan_conversions (customer_id, original_loan_number, type, amount_cents, offer_id, status,
         signed_at, agreement_pdf, new_loan_number, confirmed_at)
       values ($1, 'PDL-1', 'CONVERSION', 80000, 'o', 'CONFIRMED', now(), $2, 'ILP-7654321', now()) returning id`,
      [customer!.id, pdf],
    );
    await run(db, files[target]!);
    const { rows } = await db.query<Record<string, unknown>>(
      `select application_id, conversion_id, category, kind, file_name, byte_size, sha256, bytes, signed_at
         from application_documents`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      application_id: null,
      conversion_id: conversion!.id,
      category: 'LOAN_AGREEMENT',
      kind: 'CONVERSION',
      file_name: 'loan-agreement-ILP-7654321.pdf',
      byte_size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(Buffer.from(rows[0]!.bytes as Uint8Array).equals(pdf)).toBe(true);
    expect(rows[0]!.signed_at).not.toBeNull();
    const { rows: columns } = await db.query(
      `select 1 from information_schema.columns where table_name = 'loan_conversions' and column_name = 'agreement_pdf'`,
    );
    expect(columns).toHaveLength(0);
    await expect(
      db.query(
        `insert into application_documents (category, kind, file_name, content_type, byte_size, sha256, bytes)
         values ('UPLOAD', 'X', 'x.pdf', 'application/pdf', 1, 'x', '\\x00')`,
      ),
    ).rejects.toThrow(/application_documents_one_owner/);
  }, 60_000);
});
