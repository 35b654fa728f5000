/** The numbers behind a chart, for screen readers (the drawing itself is hidden from them). */
export function StatTable({
  caption,
  labelHeader,
  countHeader,
  rows,
}: {
  caption: string;
  labelHeader: string;
  countHeader: string;
  rows: { key: string; label: string; count: number }[];
}) {
  return (
    // in a hidden box: a table keeps its own width, and a hidden one could widen the page
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{countHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
