// Written by `npm run i18n`: the Spanish messages src/shared/catalogues/categories.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "3D Printing": [
    "Impresión 3D"
  ],
  "Art Prints": [
    "Láminas de arte"
  ],
  "Artist": [
    "Artista"
  ],
  "Baked Goods": [
    "Panadería y repostería"
  ],
  "Barber": [
    "Barbero"
  ],
  "Bath": [
    "Baño"
  ],
  "Beverages": [
    "Bebidas"
  ],
  "Books & Zines": [
    "Libros y fanzines"
  ],
  "Builder": [
    "Constructor"
  ],
  "Candles": [
    "Velas"
  ],
  "Catering": [
    "Catering"
  ],
  "Childcare/Tutor": [
    "Cuidado infantil/Tutorías"
  ],
  "Classes & Workshops": [
    "Clases y talleres"
  ],
  "Clothing & Accessories": [
    "Ropa y accesorios"
  ],
  "Coaching & Consulting": [
    "Coaching y consultoría"
  ],
  "Coffee & Tea": [
    "Café y té"
  ],
  "Craft Supplies": [
    "Materiales de manualidades"
  ],
  "Creative Services": [
    "Servicios creativos"
  ],
  "Digital Products": [
    "Productos digitales"
  ],
  "Digital-Based": [
    "Digital"
  ],
  "Energy Work": [
    "Terapias energéticas"
  ],
  "Event Planner": [
    "Organizador de eventos"
  ],
  "Florist": [
    "Florista"
  ],
  "Food & Drink": [
    "Comida y bebida"
  ],
  "Fresh Produce": [
    "Frutas y verduras frescas"
  ],
  "Furniture Maker": [
    "Fabricante de muebles"
  ],
  "Gifts": [
    "Regalos"
  ],
  "Graphic and Web Designer": [
    "Diseñador gráfico y web"
  ],
  "Hairstylist": [
    "Estilista de cabello"
  ],
  "Home Decor": [
    "Decoración del hogar"
  ],
  "Home Organizer": [
    "Organizador del hogar"
  ],
  "Jewelry": [
    "Joyería"
  ],
  "Kids & Baby": [
    "Niños y bebés"
  ],
  "Leather": [
    "Cuero"
  ],
  "Makeup Artist": [
    "Maquillista"
  ],
  "Massage": [
    "Masajes"
  ],
  "Metalworker": [
    "Herrero"
  ],
  "Musician/DJ": [
    "Músico/DJ"
  ],
  "Nail Artist": [
    "Artista de uñas"
  ],
  "Online Boutique": [
    "Tienda en línea"
  ],
  "Pet Care": [
    "Cuidado de mascotas"
  ],
  "Pet Goods": [
    "Productos para mascotas"
  ],
  "Photographer": [
    "Fotógrafo"
  ],
  "Plants & Gardening": [
    "Plantas y jardinería"
  ],
  "Pottery & Ceramics": [
    "Alfarería y cerámica"
  ],
  "Printmaker": [
    "Grabador"
  ],
  "Private Chef": [
    "Chef privado"
  ],
  "Retail-Based": [
    "Venta de productos"
  ],
  "Sauces & Preserves": [
    "Salsas y conservas"
  ],
  "Shoe Repair": [
    "Reparación de calzado"
  ],
  "Sign Painter": [
    "Rotulista"
  ],
  "Skilled Trades": [
    "Oficios especializados"
  ],
  "Skincare": [
    "Cuidado de la piel"
  ],
  "Specialty Foods": [
    "Alimentos gourmet"
  ],
  "Spiritual Tools": [
    "Artículos espirituales"
  ],
  "Stationery": [
    "Papelería"
  ],
  "Stylist": [
    "Estilista"
  ],
  "Subscription Boxes": [
    "Cajas de suscripción"
  ],
  "Sweets": [
    "Dulces"
  ],
  "Tailor": [
    "Sastre"
  ],
  "Tattoo Artist": [
    "Tatuador"
  ],
  "Toys": [
    "Juguetes"
  ],
  "Upholstery": [
    "Tapicería"
  ],
  "Videographer": [
    "Videógrafo"
  ],
  "Vintage & Thrift": [
    "Vintage y segunda mano"
  ],
  "Woodworker": [
    "Carpintero"
  ]
};
