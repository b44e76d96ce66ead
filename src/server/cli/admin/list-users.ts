import { asc } from 'drizzle-orm';
import { users } from '../../db/schema';
import { formatTable } from '../table';
import type { AdminCommand } from './command';

export const listUsers: AdminCommand = {
  summary: 'List every account: id, email, type, status',
  run: async ({ db, print }) => {
    const rows = await db
      .select({ id: users.id, email: users.email, type: users.type, status: users.status })
      .from(users)
      .orderBy(asc(users.id));
    print(
      formatTable(
        ['id', 'email', 'type', 'status'],
        rows.map((row) => [String(row.id), row.email, row.type, row.status]),
      ),
    );
    print(`${rows.length} ${rows.length === 1 ? 'user' : 'users'}`);
    return 0;
  },
};
