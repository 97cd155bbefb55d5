/**
 * Brand settings that are not flags: age (spec §2 Registration, §9 "Age 18 (21 in a variant)";
 * DECISIONS: per-brand setting used in every age text), template and detail versions (spec §4:
 * "Template version base, or new when mem_cen is 1; detail version base, or new when dep_func is
 * 1"), and the default language (spec §4: on start the saved language is read, else the brand's).
 * Markers agreed with the client: <html data-template="base|new" data-detail="base|new" lang="..">
 * (the language's BCP 47 tag: zh-TW for the tw code).
 */
import { isLanguageCode, languageTag } from '../../../src/contracts/languages';
import { SEL } from './selectors';
import { type Effect, guest } from './types';

const HOME = '/m/home';
const version = (v: unknown): string => (v === 1 ? 'new' : 'base');

export const brandEffects: Effect[] = [
  {
    switch: 'age',
    id: 'age.footer',
    spec: '§1 footer (age icon); §9 Age; DECISIONS (age per brand)',
    says: 'the age text on the site shows the brand age, 18 or 21',
    status: 'active',
    checks: (v) => [
      {
        scene: guest(HOME),
        expect: { kind: 'text', selector: SEL.ageText, contains: `${String(v)}+`, what: `age icon says ${String(v)}+` },
      },
    ],
  },
  {
    switch: 'age',
    id: 'age.register',
    spec: '§2 Registration (age confirmation text 18 or 21)',
    says: 'the registration age confirmation text names the brand age',
    status: 'active',
    checks: (v) => [
      {
        scene: guest('/m/register'),
        expect: { kind: 'text', selector: SEL.register.ageText, contains: String(v), what: `register age text says ${String(v)}` },
      },
    ],
  },
  {
    switch: 'mem_cen',
    id: 'mem_cen.template',
    spec: '§4 (template version base, or new when mem_cen is 1)',
    says: 'the page uses the new template when mem_cen is 1, the base one when 0',
    status: 'active',
    checks: (v) => [
      { scene: guest(HOME), expect: { kind: 'html-attribute', name: 'data-template', equals: version(v), what: `template ${version(v)}` } },
    ],
  },
  {
    switch: 'dep_func',
    id: 'dep_func.detail',
    spec: '§4 (detail version base, or new when dep_func is 1)',
    says: 'the detail version is new when dep_func is 1, base when 0',
    status: 'active',
    checks: (v) => [
      {
        scene: guest(HOME),
        expect: { kind: 'html-attribute', name: 'data-detail', equals: version(v), what: `detail version ${version(v)}` },
      },
    ],
  },
  {
    switch: 'defaultLanguage',
    id: 'defaultLanguage.lang',
    spec: '§4 (saved language, else the default); §1 languages',
    says: 'a first visit (no saved language) shows the site in the brand default language',
    status: 'active',
    checks: (v) => [
      {
        scene: guest(HOME),
        expect: {
          kind: 'html-attribute',
          name: 'lang',
          equals: typeof v === 'string' && isLanguageCode(v) ? languageTag(v) : String(v),
          what: `page language ${String(v)}`,
        },
      },
    ],
  },
];
