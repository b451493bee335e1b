"""Through the Ages: A Story of Civilization (original 2006 edition): rules and card data."""
