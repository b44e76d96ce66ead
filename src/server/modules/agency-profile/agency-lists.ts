import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { industries, services, teamIndustries, teamServices } from '../../db/schema';

interface Named {
  id: number;
  name: string;
}

export interface AgencyLists {
  services: (Named & { slug: string })[];
  industries: Named[];
}

/**
 * An agency team's services (by name) and category experience (by id), two statements
 * at once: for its own profile and for an employer viewing it.
 */
export async function readAgencyLists(db: Database, teamId: number): Promise<AgencyLists> {
  const [serviceRows, industryRows] = await Promise.all([
    db
      .select({ id: services.id, slug: services.slug, name: services.name })
      .from(teamServices)
      .innerJoin(services, eq(services.id, teamServices.serviceId))
      .where(eq(teamServices.teamId, teamId))
      .orderBy(asc(services.name)),
    db
      .select({ id: industries.id, name: industries.name })
      .from(teamIndustries)
      .innerJoin(industries, eq(industries.id, teamIndustries.industryId))
      .where(eq(teamIndustries.teamId, teamId))
      .orderBy(asc(industries.id)),
  ]);
  return { services: serviceRows, industries: industryRows };
}
