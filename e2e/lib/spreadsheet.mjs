// A spreadsheet the browser downloaded, read back with exceljs as a person opening it would see it.
import ExcelJS from 'exceljs';

/** The downloaded XLSX's sheets: `rows(name)` gives that sheet's rows, each its cells' values from column A. */
export async function downloadedSheets(download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return (sheet) =>
    workbook
      .getWorksheet(sheet)
      .getSheetValues()
      .filter(Boolean)
      .map((row) => row.slice(1));
}
