// exceljs writes the XLSX: the well-kept spreadsheet writer for Node (maintained, typed, streaming workbooks, no native
// dependencies), so a Gold restaurant's 93-day report is built in memory without a build step on the servers.
import ExcelJS from 'exceljs';
import type { SalesReport, SalesReportFormat } from '@mb/contracts';
import { csvSections } from '@mb/service-kit';
import { methodNames } from '../receipts/receipt-mail.js';

/** A figure in pesos: a number in both files, formatted as pesos in the workbook. */
type Pesos = { pesos: number };
type Cell = string | number | Pesos;
/** A table of a report file (the finance exports write theirs with the same helpers). */
export interface Section {
  title: string;
  header: string[];
  rows: Cell[][];
}
export const $ = (pesos: number): Pesos => ({ pesos });
const $orBlank = (pesos: number | null): Cell => (pesos === null ? '' : $(pesos));
const plain = (cell: Cell): string | number => (typeof cell === 'object' ? cell.pesos : cell);

const figureNames = {
  sales: 'Ventas',
  checks: 'Cuentas',
  average_ticket: 'Ticket promedio',
  tips: 'Propinas',
  discounts: 'Descuentos',
} as const;
const reasonKindNames = { descuento: 'Descuento', cortesia: 'Cortesía', anulacion: 'Anulación', cancelacion: 'Cancelación' } as const;
const weekdays = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/** The report's tables, as the screen shows them, in Spanish: what both files are written from. */
function reportSections(report: SalesReport): Section[] {
  const { summary } = report;
  return [
    {
      title: 'Resumen',
      header: ['Concepto', 'Valor'],
      rows: [
        ['Desde', report.from],
        ['Hasta', report.to],
        ['Ventas', $(summary.sales)],
        ['Ventas sin INC', $(summary.net_sales)],
        ['INC', $(summary.inc)],
        ['Cuentas', summary.checks],
        ['Ticket promedio', $(summary.average_ticket)],
        ['Propinas', $(summary.tips)],
        ['Descuentos', $(summary.discounts)],
        ['Cortesías', $(summary.courtesies)],
        ['Anulaciones', $(summary.voids)],
        ['Cancelaciones', $(summary.cancellations)],
        ['Devoluciones', $(summary.refunds)],
      ],
    },
    {
      title: 'Comparación',
      header: ['Indicador', `${report.from} a ${report.to}`, `${report.previous.from} a ${report.previous.to}`, 'Cambio (%)'],
      rows: report.comparison.map((row) => {
        const value = row.figure === 'checks' ? (n: number) => n : $;
        return [figureNames[row.figure], value(row.current), value(row.previous), row.change_percent ?? ''];
      }),
    },
    {
      title: 'Medios de pago',
      header: ['Medio de pago', 'Pagos', 'Valor (propinas incluidas)'],
      rows: report.by_method.map((row) => [methodNames[row.method], row.payments, $(row.amount)]),
    },
    {
      title: 'Meseros',
      header: ['Mesero', 'Cuentas', 'Ventas', 'Propinas'],
      rows: report.by_waiter.map((row) => [row.name, row.checks, $(row.sales), $(row.tips)]),
    },
    {
      title: 'Platos',
      header: ['Plato', 'Unidades', 'Ventas', 'Ventas sin INC', 'Costo', 'Margen'],
      rows: report.by_dish.map((row) => [row.name, row.units, $(row.sales), $(row.net_sales), $orBlank(row.cost), $orBlank(row.margin)]),
    },
    {
      title: 'Día y hora',
      header: ['Día', 'Hora', 'Cuentas', 'Ventas'],
      rows: report.heatmap.map((cell) => [weekdays[cell.weekday - 1]!, hour(cell.hour), cell.checks, $(cell.sales)]),
    },
    {
      title: 'Motivos',
      header: ['Tipo', 'Motivo', 'Veces', 'Valor'],
      rows: report.reasons.map((row) => [reasonKindNames[row.kind], row.reason, row.count, $(row.amount)]),
    },
  ];
}

/** The workbook: a sheet per table, the header in bold, pesos as whole numbers with thousands separators. */
async function sectionsWorkbook(sections: Section[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'MB Platform';
  for (const section of sections) {
    const sheet = workbook.addWorksheet(section.title);
    sheet.addRow(section.header).font = { bold: true };
    for (const cells of section.rows) {
      const row = sheet.addRow(cells.map(plain));
      cells.forEach((cell, index) => {
        if (typeof cell === 'object') row.getCell(index + 1).numFmt = '"$"#,##0';
      });
    }
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 28 : 18;
    });
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const reportContentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<SalesReportFormat, string>;

/** Tables as a file of that format: CSV sections one after the other, or a workbook with a sheet per table. */
export async function sectionsFile(sections: Section[], format: SalesReportFormat): Promise<string | Buffer> {
  return format === 'csv'
    ? csvSections(sections.map((section) => ({ ...section, rows: section.rows.map((row) => row.map(plain)) })))
    : sectionsWorkbook(sections);
}

/** The report as a file of that format, and its name. */
export async function reportFile(report: SalesReport, format: SalesReportFormat): Promise<{ name: string; body: string | Buffer }> {
  return { name: `reporte-ventas-${report.from}-a-${report.to}.${format}`, body: await sectionsFile(reportSections(report), format) };
}
