/** A machine-to-machine client of a project (migration 0028). */
export interface M2MClientsTable {
  client_id: string;
  project_id: string;
  client_name: string;
  client_description: string;
  status: 'active' | 'inactive';
  /** JSON array of strings. */
  scopes: string;
  /** JSON object, or null. */
  trusted_metadata: string | null;
  secret_hash: string;
  secret_last_four: string;
  next_secret_hash: string | null;
  next_secret_last_four: string | null;
  created_at: number;
  updated_at: number;
}
