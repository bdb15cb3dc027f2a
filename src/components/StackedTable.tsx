// A table that keeps every column on a phone: where the columns do not fit (below PHONE_TABLE_WIDTH) each row becomes
// a block of its own, one line per cell, each cell led by its column's heading (its data-label), so nothing is cut off or needs sideways
// scrolling (WCAG 1.4.10). A long table shows its first rows and a "Show all N payments" button (a disclosure:
// aria-expanded) for the rest, so what follows it stays within reach.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n';

/** Below this width the columns no longer fit beside each other: the rows stack. */
export const PHONE_TABLE_WIDTH = '600px';

/** How many rows a long table shows until the customer asks for all of them, unless it says otherwise. */
export const COLLAPSED_ROWS = 5;

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row (a row header). */
  rowHeader?: boolean;
}

interface Props<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  caption?: string;
  /** Figures right-aligned under their headings, the first column left (a statement's columns). */
  figures?: boolean;
  /** A long table: only its first rows (this many, COLLAPSED_ROWS for `true`) until the customer asks for all. */
  collapse?: boolean | number;
  testId?: string;
}

const Wrap = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Table = styled.table<{ $figures: boolean }>`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    text-align: ${({ $figures }) => ($figures ? 'right' : 'left')};
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  @media (max-width: ${PHONE_TABLE_WIDTH}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr {
      display: block;
    }
    tr {
      padding: ${({ theme }) => `${theme.spacing.sm} 0`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    }
    /* The first line of a block says which row it is. */
    tr > :first-child {
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
    th,
    td,
    th:first-child,
    td:first-child {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.spacing.md};
      border: none;
      padding: ${({ theme }) => `2px ${theme.spacing.xs}`};
      text-align: right;
      overflow-wrap: anywhere;
    }
    /* Assistive technology reads the column's own heading with the cell: the label shown here is given empty
       alternative text (after the slash), and browsers that do not know that form keep the first declaration. */
    [data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      text-align: left;
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
`;

const ShowAll = styled.button`
  font: inherit;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &[aria-expanded='true'] span {
    display: inline-block;
    transform: rotate(180deg);
  }
`;

/**
 * The roles are the table's own, written out: a browser that lays a table's parts out as blocks (the stacked rows)
 * may otherwise stop announcing it as a table, and a cell would lose the column heading it is read with.
 */
export function StackedTable<Row>({ columns, rows, rowKey, caption, figures = false, collapse, testId }: Props<Row>) {
  const { t } = useT();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const limit = collapse === true ? COLLAPSED_ROWS : collapse || rows.length;
  const collapses = rows.length > limit;
  const shown = collapses && !expanded ? rows.slice(0, limit) : rows;
  return (
    <Wrap>
      <Table role="table" $figures={figures} data-testid={testId}>
        {caption && <caption>{caption}</caption>}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" id={bodyId}>
          {shown.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" role="rowheader" data-label={column.header}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} role="cell" data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {collapses && (
        <ShowAll type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {t('shell.table.showAll', { count: rows.length })} <span aria-hidden="true">▾</span>
        </ShowAll>
      )}
    </Wrap>
  );
}
