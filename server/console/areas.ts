/**
 * The console's API areas: each a Fastify plugin registered under `/console/api`, its routes guarded
 * by `staffGuard` (brand work under `/tenants/:tenant/<area>/...`). Add an area with one line.
 */
import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/routes';
import { brandRoutes } from './brands/routes';
import { cashierRoutes } from './cashier/routes';
import { contentRoutes } from './content/routes';
import { playerRoutes } from './players/routes';
import { reportRoutes } from './reports/routes';
import { staffRoutes } from './staff/routes';
import { supportRoutes } from './support/routes';

export type ConsoleArea = FastifyPluginAsync;

export const CONSOLE_AREAS: ConsoleArea[] = [
  staffRoutes,
  auditRoutes,
  brandRoutes,
  cashierRoutes,
  playerRoutes,
  reportRoutes,
  supportRoutes,
  contentRoutes,
];
