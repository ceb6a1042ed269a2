import type { ReactNode } from 'react';
import { t } from '../../strings.ts';

/** A listing table: its caption, a header per column, and a last column of actions named for screen readers only. */
export function DataTable(props: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t('secrets.col.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}
