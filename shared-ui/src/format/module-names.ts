/**
 * The name people know each remote by, from its federation name (`mf_reports` → 'Informes'): the words of its
 * standalone page and of its failure message. Screens that list remotes (the admin console's 'Módulos') show these,
 * never the federation name, which stays for a remote this list does not know yet.
 */
export const MODULE_NAMES: Readonly<Record<string, string>> = {
  mf_approvals: 'Aprobaciones',
  mf_org_admin: 'Organización',
  mf_profile: 'Perfil',
  mf_reports: 'Informes',
  mf_system_tools: 'Herramientas de sistema',
  mf_timeline: 'Timeline',
};

export const moduleName = (federationName: string): string => MODULE_NAMES[federationName] ?? federationName;
