// The Python modules of Beancount 2.3's own package, which decide what its loader does with a
// `plugin` line naming one: a module with plugins runs (run_plugins.ts), any other imports and
// does nothing, and a name under `beancount.` that is not there fails to import (bean-check:
// `Error importing "<name>": ... ModuleNotFoundError`). Nobody else can add a module there, so
// for such a name the outcome is known; outside the namespace it depends on the user's machine.

/** The packages (directories) of Beancount 2.3.5, including web/third_party, which has no __init__. */
const PACKAGES: ReadonlySet<string> = new Set([
  'beancount',
  'beancount.core',
  'beancount.ingest',
  'beancount.ingest.importers',
  'beancount.ingest.importers.mixins',
  'beancount.ops',
  'beancount.parser',
  'beancount.plugins',
  'beancount.prices',
  'beancount.prices.sources',
  'beancount.projects',
  'beancount.query',
  'beancount.reports',
  'beancount.scripts',
  'beancount.tools',
  'beancount.utils',
  'beancount.web',
  'beancount.web.third_party',
]);

/** The other modules of each package, tests included (Beancount ships them beside the code). */
const MODULES_BY_PACKAGE: Readonly<Record<string, string>> = {
  beancount: 'loader loader_test',
  'beancount.core':
    'account account_test account_types account_types_test amount amount_test compare compare_test convert convert_test data data_test ' +
    'display_context display_context_test distribution distribution_test flags flags_test getters getters_test interpolate interpolate_test ' +
    'inventory inventory_test number number_test position position_test prices prices_test realization realization_test',
  'beancount.ingest':
    'cache cache_test extract extract_test file file_test identify identify_test importer importer_test regression regression_pytest ' +
    'regression_test scripts_utils scripts_utils_test similar similar_test',
  'beancount.ingest.importers': 'config config_test csv csv_test fileonly fileonly_test ofx ofx_test',
  'beancount.ingest.importers.mixins': 'config filing identifier',
  'beancount.ops':
    'balance balance_test basicops basicops_test compress compress_test documents documents_test find_prices find_prices_test ' +
    'holdings holdings_test lifetimes lifetimes_test pad pad_test summarize summarize_test validation validation_test',
  'beancount.parser':
    '_parser booking booking_full booking_full_test booking_method booking_method_test booking_test cmptest cmptest_test context ' +
    'context_test grammar grammar_test hashsrc hashsrc_test lexer lexer_test options options_test parser parser_test printer ' +
    'printer_test version version_test',
  'beancount.plugins':
    'auto auto_accounts auto_accounts_test auto_test book_conversions book_conversions_test check_average_cost check_average_cost_test ' +
    'check_closing check_closing_test check_commodity check_commodity_test coherent_cost coherent_cost_test commodity_attr ' +
    'commodity_attr_test currency_accounts currency_accounts_test divert_expenses divert_expenses_test exclude_tag exclude_tag_test ' +
    'fill_account fill_account_test fix_payees fix_payees_test forecast forecast_test implicit_prices implicit_prices_test ' +
    'ira_contribs ira_contribs_test leafonly leafonly_test mark_unverified mark_unverified_test merge_meta merge_meta_test ' +
    'noduplicates noduplicates_test nounused nounused_test onecommodity onecommodity_test pedantic pedantic_test sellgains ' +
    'sellgains_test split_expenses split_expenses_test tag_pending tag_pending_test unique_prices unique_prices_test unrealized unrealized_test',
  'beancount.prices': 'price price_test source',
  'beancount.prices.sources': 'coinbase coinbase_test iex iex_test oanda oanda_test quandl quandl_test tsp tsp_test yahoo yahoo_test',
  'beancount.projects': 'export export_test will will_test',
  'beancount.query':
    'numberify numberify_test query query_compile query_compile_test query_env query_env_test query_execute query_execute_test ' +
    'query_parser query_parser_test query_render query_render_test query_test shell shell_test',
  'beancount.reports':
    'balance_reports balance_reports_test base base_test convert_reports convert_reports_test export_reports export_reports_test ' +
    'gviz gviz_test holdings_reports holdings_reports_test html_formatter html_formatter_test journal_html journal_html_test ' +
    'journal_reports journal_reports_test journal_text journal_text_test misc_reports misc_reports_test price_reports ' +
    'price_reports_test report report_test tree_table tree_table_test tutorial tutorial_test',
  'beancount.scripts':
    'bake bake_test check check_examples_test check_test deps deps_test directories directories_test doctor doctor_test example ' +
    'example_test format format_test setup_test sql sql_test',
  'beancount.tools': 'sheets_upload sheets_upload_test treeify treeify_test',
  'beancount.utils':
    'bisect_key bisect_key_test csv_utils csv_utils_test date_utils date_utils_test defdict defdict_test encryption encryption_test ' +
    'file_type file_type_test file_utils file_utils_test import_utils import_utils_test invariants invariants_test memo memo_test ' +
    'misc_utils misc_utils_test net_utils net_utils_test pager pager_test regexp_utils regexp_utils_test scrape scrape_test snoop ' +
    'snoop_test table table_test test_utils test_utils_test text_utils text_utils_test',
  'beancount.web': 'bottle_utils bottle_utils_test views views_test web web_test',
};

/** Every module and package of Beancount 2.3.5 (what pkgutil.walk_packages lists, and web.third_party). */
export const BEANCOUNT_MODULES: ReadonlySet<string> = new Set([
  ...PACKAGES,
  ...Object.entries(MODULES_BY_PACKAGE).flatMap(([pkg, names]) => names.split(' ').map((name) => `${pkg}.${name}`)),
]);

// sheets_upload imports google_auth_oauthlib, which Beancount does not require: whether it imports
// depends on the machine. So do `__init__` and `__pycache__` (a byte-code folder imports as a package).
function importDependsOnMachine(name: string): boolean {
  return /^beancount\.tools\.sheets_upload(_test)?(\.|$)/.test(name) || name.split('.').some((part) => part.startsWith('__'));
}

/** Whether the name is in Beancount's package, where what an import gives is known here. */
export function isInBeancountPackage(name: string): boolean {
  return name.split('.')[0] === 'beancount' && !importDependsOnMachine(name);
}

/**
 * Python's message when Beancount 2.3 imports this name of its package and fails (ModuleNotFoundError,
 * as importlib words it for the first part that is missing), or null when it imports.
 */
export function beancountImportFailure(name: string): string | null {
  if (!isInBeancountPackage(name)) return null;
  let parent = 'beancount';
  for (const part of name.split('.').slice(1)) {
    const module = `${parent}.${part}`;
    if (!PACKAGES.has(parent)) return `No module named '${module}'; '${parent}' is not a package`;
    if (!BEANCOUNT_MODULES.has(module)) return `No module named '${module}'`;
    parent = module;
  }
  return null;
}
